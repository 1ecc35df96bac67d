// The journey of spec 000 §3 and its listing (spec 001 §3): states, the versioned definition (graph +
// settings), the inputs the builder saves. The server stores the definition as JSONB per version.
import { z } from 'zod';
import { journeyEdgeSchema, journeyNodeSchema } from './graph.ts';
import {
  MAX_JOURNEY_DESCRIPTION_LENGTH,
  MAX_JOURNEY_EDGES,
  MAX_JOURNEY_NAME_LENGTH,
  MAX_JOURNEY_NODES,
  MAX_JOURNEY_TAGS,
  MAX_TAG_NAME_LENGTH,
} from './limits.ts';
import { journeySettingsSchema } from './settings.ts';
import { JOURNEY_TEXTS } from './texts.ts';
import type { TriggerType } from './trigger-data.ts';

/** spec 000 §4: "Journey state: live or draft." Archiving hides a journey (`hidden`, spec 001 §3). */
export const JOURNEY_STATES = ['live', 'draft'] as const;
export type JourneyState = (typeof JOURNEY_STATES)[number];

/** What a version holds: the graph and the settings. Drafts may be incomplete (validate-journey.ts). */
export const journeyDefinitionSchema = z.object({
  nodes: z.array(journeyNodeSchema).max(MAX_JOURNEY_NODES),
  edges: z.array(journeyEdgeSchema).max(MAX_JOURNEY_EDGES),
  settings: journeySettingsSchema.prefault({}),
});
export type JourneyDefinition = z.infer<typeof journeyDefinitionSchema>;

export const journeyNameSchema = z
  .string({ message: JOURNEY_TEXTS.nameRequired })
  .trim()
  .min(1, JOURNEY_TEXTS.nameRequired)
  .max(MAX_JOURNEY_NAME_LENGTH, JOURNEY_TEXTS.nameTooLong);

export const journeyTagNameSchema = z.string().trim().min(1).max(MAX_TAG_NAME_LENGTH);

/** What the builder saves (create or update of the draft). */
export const journeyDraftInputSchema = z.object({
  name: journeyNameSchema,
  description: z.string().max(MAX_JOURNEY_DESCRIPTION_LENGTH).nullable().default(null),
  tags: z.array(journeyTagNameSchema).max(MAX_JOURNEY_TAGS).default([]),
  definition: journeyDefinitionSchema,
});
export type JourneyDraftInput = z.infer<typeof journeyDraftInputSchema>;

export type JourneyTag = { id: string; name: string };

/** Per-journey counts of the listing and the canvas (contacts entered, in flight, done, failed). */
export type JourneyCounts = {
  entered: number;
  active: number;
  completed: number;
  exited: number;
  failed: number;
};

/** spec 001 §3 "Journey (listing)". `version` is the live version (null: never published). */
export type JourneyListing = {
  id: string;
  friendlyId: string;
  name: string;
  state: JourneyState;
  triggerType: TriggerType | null;
  version: number | null;
  hidden: boolean;
  tags: JourneyTag[];
  counts: JourneyCounts;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  updatedBy: string | null;
};

/** The trigger type of a definition (the listing's `triggerType`), null while unchosen. */
export function journeyTriggerType(definition: Pick<JourneyDefinition, 'nodes'>): TriggerType | null {
  for (const node of definition.nodes) {
    if (node.type === 'trigger') return node.data.triggerType;
  }
  return null;
}
