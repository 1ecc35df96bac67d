import { isEmailAddress } from '@parley/core/email/addresses';
import { EMAIL_TEXTS } from '@parley/core/email/email-texts';
import { cleanRecipients } from '@parley/core/email/recipients';
import { EMAIL_DESK_TEXTS } from '../email-desk-texts.ts';

export type RecipientField = 'to' | 'cc' | 'bcc';
export type RecipientLists = Record<RecipientField, string[]>;
export type RecipientErrors = Partial<Record<RecipientField, string>>;

const LABELS: Record<RecipientField, string> = {
  to: EMAIL_TEXTS.to,
  cc: EMAIL_TEXTS.cc,
  bcc: EMAIL_TEXTS.bcc,
};

/** 'Ada <ada@x.io>' → 'ada@x.io' (addresses travel bare); blank entries and duplicates dropped. */
export function tidyRecipients(entries: readonly string[]): string[] {
  return cleanRecipients(entries.map((entry) => /<([^<>]+)>\s*$/.exec(entry)?.[1] ?? entry));
}

/** Only the addresses that are valid (what a draft may hold while the agent is still typing). */
export function validRecipients(list: readonly string[]): string[] {
  return list.filter((address) => isEmailAddress(address));
}

/** On send (spec 000 §5, forms validate on submit): each invalid address by its field; someone to send to. */
export function recipientErrors(lists: RecipientLists): RecipientErrors {
  const errors: RecipientErrors = {};
  for (const field of ['to', 'cc', 'bcc'] as const) {
    const bad = lists[field].find((address) => !isEmailAddress(address));
    if (bad !== undefined)
      errors[field] = EMAIL_DESK_TEXTS.fieldError(LABELS[field], EMAIL_TEXTS.invalidRecipient(bad));
  }
  if (lists.to.length + lists.cc.length + lists.bcc.length === 0 && !errors.to) {
    errors.to = EMAIL_DESK_TEXTS.fieldError(LABELS.to, EMAIL_TEXTS.recipientRequired);
  }
  return errors;
}
