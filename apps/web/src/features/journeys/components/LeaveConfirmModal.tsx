import type { Blocker } from 'react-router';
import { BUILDER_TEXTS } from '../journeys-texts.ts';
import { ConfirmModal } from './ConfirmModal.tsx';

export type LeaveConfirmModalProps = { blocker: Blocker };

/** "Leave with unsaved changes?" while a navigation away from a dirty journey waits. */
export function LeaveConfirmModal({ blocker }: LeaveConfirmModalProps) {
  return (
    <ConfirmModal
      opened={blocker.state === 'blocked'}
      title={BUILDER_TEXTS.leaveTitle}
      message={BUILDER_TEXTS.leaveBody}
      confirmLabel={BUILDER_TEXTS.leave}
      cancelLabel={BUILDER_TEXTS.stay}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
