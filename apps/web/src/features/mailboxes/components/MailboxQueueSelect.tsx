import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { BRAND_MAILBOX_TEXTS } from '../brand-mailbox-texts.ts';
import { useMailboxQueueOptions } from '../hooks/useMailboxQueueOptions.ts';

export type MailboxQueueSelectProps = {
  label: ReactNode;
  /** The accessible name when the label is not enough (one select per card). */
  ariaLabel?: string;
  description?: ReactNode;
  value: string | null;
  /** null: cleared, the brand's routing rules place its new threads. */
  onChange: (queueSid: string | null) => void;
  error?: ReactNode;
  disabled?: boolean;
};

/**
 * The brand's queues for a brand mailbox's new threads; cleared, the brand's routing rules decide. A
 * queue the list no longer holds shows by its sid, so what is saved is never shown as something else.
 */
export function MailboxQueueSelect({
  label,
  ariaLabel,
  description,
  value,
  onChange,
  error,
  disabled,
}: MailboxQueueSelectProps) {
  const queues = useMailboxQueueOptions();
  const options = (queues.data ?? []).map((queue) => ({ value: queue.sid, label: queue.friendlyName }));
  if (value && !options.some((option) => option.value === value)) options.push({ value, label: value });
  return (
    <Select
      label={label}
      aria-label={ariaLabel}
      description={description}
      placeholder={BRAND_MAILBOX_TEXTS.byRules}
      data={options}
      value={value}
      onChange={onChange}
      clearable
      searchable
      nothingFoundMessage={queues.isError ? BRAND_MAILBOX_TEXTS.queuesFailed : undefined}
      error={error ?? (queues.isError ? BRAND_MAILBOX_TEXTS.queuesFailed : undefined)}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
