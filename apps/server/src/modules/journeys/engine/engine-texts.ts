import { JOURNEY_TEXTS } from '@parley/core/journeys/texts';

// The engine's reasons for a failed or ended step (shown in /journeys-users' path). Parley's wording.
export const ENGINE_TEXTS = {
  nodeIncomplete: 'This node is incomplete: it cannot run.',
  noWeightedBranch: 'No branch of this A/B test has a weight.',
  needsIntegration: JOURNEY_TEXTS.needsIntegration,
  notRunYet: (type: string) => `The engine does not run "${type}" nodes yet.`,
  contactGone: 'The contact no longer exists.',
  agentNotFound: (reference: string) => `No agent of this brand is "${reference}".`,
  definitionMissing: "The journey's version no longer exists.",
  nodeMissing: 'This node is not in the journey any more.',
  webhookUrlInvalid: 'The webhook URL is not a valid http(s) address once its fields are filled in.',
  jobFailed: (attempts: number, message: string) => `Failed after ${attempts} attempts: ${message}`,
} as const;

/** How a run ended (journey_runs.end_reason) besides its state. */
export const END_REASONS = {
  completed: 'completed',
  goal: 'goal',
  nodeRemoved: 'nodeRemoved',
  failed: 'failed',
} as const;
