import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiState, shownToasts } from '../api/testing/api-test-kit.ts';
import { showErrorToast, showErrorToastFor, showPersistentWarning, showSuccessToast } from './toasts.ts';

beforeEach(() => {
  resetApiState();
});

describe('toasts', () => {
  it('closes a success toast after 3 s (spec 000 §8)', () => {
    showSuccessToast('Saved');
    expect(shownToasts()).toEqual([
      expect.objectContaining({ message: 'Saved', color: 'teal', autoClose: 3_000 }),
    ]);
  });

  it('shows one toast for the same error arriving twice', () => {
    showErrorToast('Could not accept the task.');
    showErrorToast('Could not accept the task.');
    expect(shownToasts()).toHaveLength(1);
    expect(shownToasts()[0]).toMatchObject({ color: 'red', autoClose: 7_000 });
  });

  it('shows catalogue texts with their durations, and logs the error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    showErrorToastFor({ type: 'TaskNotAvailable' });
    showErrorToastFor({ reason: 'blocked' });
    expect(shownToasts().map((toast) => [toast.message, toast.autoClose])).toEqual([
      ['This task is no longer available', 7_000],
      ['Call failed to connect. This call was blocked by a do-not-call list.', 10_000],
    ]);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('keeps a persistent warning until dismissed, once per id', () => {
    showPersistentWarning('w', 'Reload');
    showPersistentWarning('w', 'Reload');
    expect(shownToasts()).toEqual([expect.objectContaining({ id: 'w', autoClose: false, color: 'yellow' })]);
  });
});
