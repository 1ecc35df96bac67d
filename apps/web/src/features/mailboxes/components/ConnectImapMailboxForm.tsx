import { Button, Checkbox, Divider, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isAbortError, isApiError } from '../../../shared/api/api-error.ts';
import { showErrorToast, showErrorToastFor, showSuccessToast } from '../../../shared/notifications/toasts.ts';
import type { MailboxView } from '../api/mailbox-types.ts';
import { BRAND_MAILBOX_TEXTS } from '../brand-mailbox-texts.ts';
import { useConnectImapMailbox } from '../hooks/useConnectImapMailbox.ts';
import { MAILBOX_TEXTS } from '../mailbox-texts.ts';
import {
  type ConnectImapFormValues,
  connectFormErrors,
  emptyConnectValues,
  reconnectValues,
  serverErrorPlacement,
  smtpFromImap,
  toConnectBody,
} from '../utils/connect-form-values.ts';
import { MailboxQueueSelect } from './MailboxQueueSelect.tsx';
import { MailServerFields } from './MailServerFields.tsx';

export type ConnectImapMailboxFormProps = {
  /** Reconnecting this mailbox: its address stays, the rest is asked again. */
  mailbox: MailboxView | null;
  onConnected: (mailbox: MailboxView) => void;
  onCancel: () => void;
  /** The brand's mailbox (admins), with the queue its new threads go to; else the user's own. */
  shared?: boolean;
};

/**
 * An IMAP + SMTP mailbox: the address and name, the IMAP server and login, and either the same
 * server for sending or an SMTP server of its own; for a brand mailbox, its queue. Checked with
 * core's schema before it is sent; a server refusal (a login the server could not sign in with, a
 * queue not the brand's) shows under the field it names.
 */
export function ConnectImapMailboxForm({
  mailbox,
  onConnected,
  onCancel,
  shared = false,
}: ConnectImapMailboxFormProps) {
  const connect = useConnectImapMailbox();
  const form = useForm<ConnectImapFormValues>({
    initialValues: mailbox ? reconnectValues(mailbox) : emptyConnectValues(),
    validate: connectFormErrors,
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const connected = await connect.mutateAsync(toConnectBody(values, shared));
      showSuccessToast(MAILBOX_TEXTS.connected(connected.emailAddress));
      onConnected(connected);
    } catch (error) {
      if (isAbortError(error)) return;
      if (!isApiError(error)) {
        showErrorToastFor(error);
        return;
      }
      const placement = serverErrorPlacement(values, error);
      if (placement) form.setFieldError(placement.path, placement.message);
      else if (!error.handled) showErrorToast(error.message);
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={shared ? BRAND_MAILBOX_TEXTS.connectTitle : MAILBOX_TEXTS.connectImapTitle}
    >
      <Stack gap="md">
        <TextInput
          label={MAILBOX_TEXTS.emailAddress}
          type="email"
          withAsterisk
          autoComplete="email"
          readOnly={mailbox !== null}
          {...form.getInputProps('emailAddress')}
        />
        <TextInput
          label={MAILBOX_TEXTS.displayName}
          description={MAILBOX_TEXTS.displayNameHint}
          autoComplete="name"
          {...form.getInputProps('displayName')}
        />
        {shared && (
          <MailboxQueueSelect
            label={BRAND_MAILBOX_TEXTS.queue}
            description={BRAND_MAILBOX_TEXTS.queueHint}
            value={form.values.queueSid}
            onChange={(queueSid) => form.setFieldValue('queueSid', queueSid)}
            error={form.errors.queueSid}
          />
        )}
        <Fieldset legend={MAILBOX_TEXTS.incoming} variant="unstyled">
          <MailServerFields form={form} protocol="imap" />
        </Fieldset>
        <Divider />
        <Checkbox
          label={MAILBOX_TEXTS.sameServer}
          description={MAILBOX_TEXTS.sameServerHint}
          {...form.getInputProps('sendWithSameServer', { type: 'checkbox' })}
          onChange={(event) => {
            const same = event.currentTarget.checked;
            if (!same) form.setFieldValue('smtp', smtpFromImap(form.getValues()));
            form.setFieldValue('sendWithSameServer', same);
          }}
        />
        {!form.values.sendWithSameServer && (
          <Fieldset legend={MAILBOX_TEXTS.outgoing} variant="unstyled">
            <MailServerFields form={form} protocol="smtp" />
          </Fieldset>
        )}
        <Checkbox
          label={MAILBOX_TEXTS.allowSelfSigned}
          description={MAILBOX_TEXTS.allowSelfSignedHint}
          {...form.getInputProps('allowSelfSigned', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {MAILBOX_TEXTS.cancel}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {mailbox ? MAILBOX_TEXTS.reconnect : MAILBOX_TEXTS.connect}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
