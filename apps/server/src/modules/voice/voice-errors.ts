import { VOICE_TEXTS } from '@parley/core/voice/voice-texts';
import { AppError } from '../../platform/http/app-error.ts';

// The voice module's refusals. The contract's own codes (ConferenceActive) travel in `details.type`
// and the routes answer them with the contract's body.

export const CONFERENCE_ACTIVE = 'ConferenceActive';

/** 409 'There is already an active conference' (spec 001 §5): the agent is on another call. */
export function conferenceActive(): AppError {
  return new AppError('conflict', VOICE_TEXTS.conferenceActive, { details: { type: CONFERENCE_ACTIVE } });
}

export function isConferenceActive(error: unknown): boolean {
  return (
    error instanceof AppError &&
    typeof error.details === 'object' &&
    error.details !== null &&
    Reflect.get(error.details, 'type') === CONFERENCE_ACTIVE
  );
}

export function taskNotFound(): AppError {
  return new AppError('not_found', 'Task not found', { field: 'taskSid' });
}

export function notACallTask(): AppError {
  return new AppError('bad_request', 'The task is not a call', { field: 'taskSid' });
}

export function heldByAnother(): AppError {
  return new AppError('forbidden', 'This task is held by another agent', { field: 'taskSid' });
}

export function notInConference(): AppError {
  return new AppError('forbidden', 'You are not on this call', { field: 'conferenceSid' });
}
