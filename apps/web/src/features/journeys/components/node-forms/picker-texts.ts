// The texts of the side panel's queue, from-number, agent and cancellation-reason pickers (issue 13).
// A name the brand no longer has stays shown as "Unknown …" so a saved step never loses it silently.
export const PICKER_TEXTS = {
  loading: 'Loading…',
  nothingFound: 'Nothing found',
  queue: {
    placeholder: 'Routing rules choose',
    loadFailed: 'The queues could not be loaded.',
    unknown: (sid: string) => `Unknown queue (${sid})`,
  },
  fromNumber: {
    placeholder: "The brand's default number",
    loadFailed: "The brand's numbers could not be loaded.",
    unknown: (number: string) => `Unknown number (${number})`,
    noNumbers: { voice: 'The brand has no numbers for calls.', sms: 'The brand has no numbers for texts.' },
  },
  agent: {
    placeholder: 'Choose an agent',
    loadFailed: 'The agents could not be loaded.',
    unknown: (reference: string) => `Unknown agent (${reference})`,
    deactivated: (label: string) => `${label}, deactivated`,
  },
  cancellationReason: {
    placeholder: 'No reason',
    /** cancelTask's reason is optional (docs/journeys.md "cancelTask"). */
    emptyMeaning: 'Empty: the task is canceled without a reason.',
    loadFailed: 'The cancellation reasons could not be loaded.',
    unknown: (id: string) => `Unknown cancellation reason (${id})`,
  },
} as const;
