import { Group, Text } from '@mantine/core';
import { IconArrowsSplit } from '@tabler/icons-react';
import { isAbortError, isApiError } from '../../../shared/api/api-error.ts';
import { showErrorToast, showErrorToastFor, showSuccessToast } from '../../../shared/notifications/toasts.ts';
import type { MailboxView } from '../api/mailbox-types.ts';
import { BRAND_MAILBOX_TEXTS } from '../brand-mailbox-texts.ts';
import { useMailboxQueueOptions } from '../hooks/useMailboxQueueOptions.ts';
import { useUpdateMailbox } from '../hooks/useUpdateMailbox.ts';
import { MailboxQueueSelect } from './MailboxQueueSelect.tsx';

export type BrandMailboxQueueFieldProps = { mailbox: MailboxView; readOnly: boolean };

/**
 * Where a brand mailbox's new threads go: a queue of the brand, or the brand's routing rules when
 * none. An admin changes it (saved at once with PATCH); a supervisor reads it.
 */
export function BrandMailboxQueueField({ mailbox, readOnly }: BrandMailboxQueueFieldProps) {
  const queues = useMailboxQueueOptions();
  const update = useUpdateMailbox();
  const nameOf = (sid: string | null) =>
    sid === null ? null : (queues.data?.find((queue) => queue.sid === sid)?.friendlyName ?? sid);

  if (readOnly) {
    const queue = nameOf(mailbox.queueSid);
    return (
      <Group gap={6} wrap="nowrap">
        <IconArrowsSplit size={16} stroke={1.5} aria-hidden />
        <Text size="sm">{queue ? BRAND_MAILBOX_TEXTS.routesTo(queue) : BRAND_MAILBOX_TEXTS.byRules}</Text>
      </Group>
    );
  }
  const save = (queueSid: string | null) => {
    if (queueSid === mailbox.queueSid) return;
    update.mutate(
      { id: mailbox.id, body: { queueSid } },
      {
        onSuccess: (saved) =>
          showSuccessToast(BRAND_MAILBOX_TEXTS.queueSaved(saved.emailAddress, nameOf(saved.queueSid))),
        onError: (error) => {
          if (isAbortError(error)) return;
          if (isApiError(error)) showErrorToast(error.message);
          else showErrorToastFor(error);
        },
      },
    );
  };
  return (
    <MailboxQueueSelect
      label={BRAND_MAILBOX_TEXTS.queue}
      ariaLabel={BRAND_MAILBOX_TEXTS.queueLabel(mailbox.emailAddress)}
      description={mailbox.queueSid === null ? BRAND_MAILBOX_TEXTS.byRules : BRAND_MAILBOX_TEXTS.queueHint}
      value={mailbox.queueSid}
      onChange={save}
      disabled={update.isPending}
    />
  );
}
