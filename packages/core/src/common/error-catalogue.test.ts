import { describe, expect, it } from 'vitest';
import {
  CALL_FAILURES,
  callFailureMessage,
  DISABLED_ACTION_HINTS,
  describeError,
  isCallFailureReason,
  TYPED_ERROR_TEXTS,
  taskCreationErrorMessage,
} from './error-catalogue.ts';
import { ERROR_TOAST_MS } from './limits.ts';
import { AUTH_FAILURE_TEXTS, EVENT_STREAM_FAILURE_TEXT } from './texts.ts';

describe('typed errors (spec 000 §8)', () => {
  it('maps each type to its text', () => {
    expect(TYPED_ERROR_TEXTS).toEqual({
      TaskNotAvailable: 'This task is no longer available',
      MissingAgentUri: 'Reservation could not be accepted. Try logging out and logging back in.',
      CanceledTransfer: 'Transfer was cancelled.',
      CallEnded: 'Call was ended by contact.',
      CallConnectionFailure: 'Call could not be connected',
      CallCreationFailure: 'Could not create the outbound call',
    });
    expect(describeError({ type: 'CallEnded', content: 'ignored' })).toEqual({
      message: 'Call was ended by contact.',
      autoCloseMs: ERROR_TOAST_MS,
    });
  });

  it('shows the content of an unknown error, else the default text', () => {
    expect(describeError({ type: 'Whatever', content: 'Queue is full' }).message).toBe('Queue is full');
    expect(describeError({ code: 'conflict', message: 'Already taken' }).message).toBe('Already taken');
    expect(describeError(new Error('boom')).message).toBe('boom');
    expect(describeError('Plain text').message).toBe('Plain text');
    expect(describeError({ type: 'Whatever' }).message).toBe('There was an error');
    expect(describeError({ content: '   ' }).message).toBe('There was an error');
    expect(describeError(undefined).message).toBe('There was an error');
    expect(describeError(42).message).toBe('There was an error');
  });

  it('does not treat inherited keys as typed errors', () => {
    expect(describeError({ type: 'toString' }).message).toBe('There was an error');
  });
});

describe('call failures (spec 000 §8)', () => {
  it('prefixes each text and keeps its duration', () => {
    const messages = Object.keys(CALL_FAILURES)
      .filter(isCallFailureReason)
      .map((reason) => callFailureMessage(reason));
    expect(messages).toEqual([
      {
        message: 'Call failed to connect. This call was blocked by a do-not-call list.',
        autoCloseMs: 10_000,
      },
      { message: 'Call failed to connect. Contact phone number is unreachable.', autoCloseMs: 3_000 },
      {
        message: 'Call failed to connect. Contact phone number is blocked or malformed.',
        autoCloseMs: 3_000,
      },
      {
        message:
          'Call failed to connect. Contact phone number is in a geography not covered in your account.',
        autoCloseMs: 3_000,
      },
      { message: 'Call failed to connect. Contact phone number is busy', autoCloseMs: 3_000 },
      { message: 'Call failed to connect. Contact phone number is invalid', autoCloseMs: 10_000 },
      {
        message: 'Call failed to connect. The call restrictions do not allow calling this contact now.',
        autoCloseMs: 10_000,
      },
    ]);
  });

  it('names the restriction that refused a restricted call', () => {
    expect(callFailureMessage('restricted', 'On the holiday Christmas Day (2026-12-25).').message).toBe(
      'Call failed to connect. On the holiday Christmas Day (2026-12-25).',
    );
    // The spec's texts stay as they are whatever the server adds.
    expect(callFailureMessage('blocked', 'ignored').message).toBe(
      'Call failed to connect. This call was blocked by a do-not-call list.',
    );
  });

  it('is what describeError gives for a failure reason', () => {
    expect(describeError({ reason: 'busy' })).toEqual(callFailureMessage('busy'));
  });
});

describe('task creation and hints (spec 000 §8)', () => {
  it('maps the task creation codes', () => {
    expect(taskCreationErrorMessage('invalid_phone_number')).toBe('Invalid phone number');
    expect(taskCreationErrorMessage('chat_already_in_progress')).toBe('Chat already in progress');
    expect(taskCreationErrorMessage('other')).toBe('Task failed to be created');
    expect(taskCreationErrorMessage(undefined)).toBe('Task failed to be created');
  });

  it('holds the disabled-action hints', () => {
    expect(Object.values(DISABLED_ACTION_HINTS)).toEqual([
      'Add a phone number to the contact to make calls',
      'Add a phone number to the contact to send a text',
      'Set yourself to an available status to make a call',
      'Start a Call',
      'Please accept the task to start messaging.',
    ]);
  });
});

describe('texts (spec 000 §8)', () => {
  it('holds the auth failure texts and the event-stream warning letter for letter', () => {
    expect(Object.values(AUTH_FAILURE_TEXTS)).toEqual([
      'Failed to sign in',
      'Failed to create session cookie',
      'Failed to send reset email',
      'Failed to validate recovery token',
      'Failed to load csrf token',
      'Failed to reset password',
    ]);
    expect(EVENT_STREAM_FAILURE_TEXT).toBe(
      "We've encountered an error. Please reload the page to receive new tasks (when you are not on a live call).",
    );
  });
});
