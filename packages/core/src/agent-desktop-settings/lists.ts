import { z } from 'zod';

// Agent Desktop settings lists (spec 002 §2 "Agent Desktop": Dispositions, Tags, Cancellation
// Reasons): ordered, named entries an admin edits in place. The agent desktop offers them at wrap-up
// (dispositions, tags) and when a task is canceled (cancellation reasons).

export const AGENT_DESKTOP_LIST_KINDS = ['disposition', 'tag', 'cancellationReason'] as const;
export type AgentDesktopListKind = (typeof AGENT_DESKTOP_LIST_KINDS)[number];

export const LIST_ITEM_NAME_MAX_LENGTH = 200;
/** The most entries one list may hold: the agent picks from them in a dropdown. */
export const LIST_ITEMS_MAX = 500;

export const listItemInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(LIST_ITEM_NAME_MAX_LENGTH, `must be at most ${LIST_ITEM_NAME_MAX_LENGTH} characters`),
});

export type AgentDesktopListTexts = {
  /** Page and navigation title. */
  title: string;
  singular: string;
  description: string;
  empty: string;
  saved: string;
  added: string;
  deleted: string;
  reordered: string;
};

export const AGENT_DESKTOP_LIST_TEXTS: Record<AgentDesktopListKind, AgentDesktopListTexts> = {
  disposition: {
    title: 'Dispositions',
    singular: 'Disposition',
    description: 'The outcomes an agent picks when wrapping up a task, in the order they are offered.',
    empty: 'No dispositions yet.',
    saved: 'Disposition saved.',
    added: 'Disposition added.',
    deleted: 'Disposition deleted.',
    reordered: 'Dispositions reordered.',
  },
  tag: {
    title: 'Tags',
    singular: 'Tag',
    description: 'Labels an agent can put on a task at wrap-up, to find and report on it later.',
    empty: 'No tags yet.',
    saved: 'Tag saved.',
    added: 'Tag added.',
    deleted: 'Tag deleted.',
    reordered: 'Tags reordered.',
  },
  cancellationReason: {
    title: 'Cancellation Reasons',
    singular: 'Cancellation reason',
    description: 'The reasons an agent gives when canceling a task.',
    empty: 'No cancellation reasons yet.',
    saved: 'Cancellation reason saved.',
    added: 'Cancellation reason added.',
    deleted: 'Cancellation reason deleted.',
    reordered: 'Cancellation reasons reordered.',
  },
};
