// Texts of the voice REST answers (spec 001 §5 and §8, docs/voice-contract.md). The desk's
// notifications are in the web feature; these are what the server answers with.
import type { ManagerAction } from './media-plan.ts';

export const VOICE_TEXTS = {
  /** spec 001 §5 tooltip, also the 409 of join-call / create-call. */
  conferenceActive: 'There is already an active conference',
  /** spec 001 §8 manager action; the contract's 404 when a call or conference is gone. */
  callNotFound: 'Call not found',
  /** spec 001 §5 transfer form. */
  fieldRequired: 'The field is required',
  recordingPauseDisabled: 'Pausing recordings is not enabled',
} as const;

/** spec 001 §8: 'Failed to start {action} call' (no manager worker uri or sid). */
export function managerActionStartFailedText(action: ManagerAction): string {
  return `Failed to start ${action} call`;
}

/** spec 001 §8: 'Unable to stop to {action}' (sic). */
export function managerActionStopFailedText(action: ManagerAction): string {
  return `Unable to stop to ${action}`;
}
