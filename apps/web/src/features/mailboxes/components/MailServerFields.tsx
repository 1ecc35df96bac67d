import { Checkbox, Group, NumberInput, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAILBOX_TEXTS } from '../mailbox-texts.ts';
import { type ConnectImapFormValues, portAfterSecureChange } from '../utils/connect-form-values.ts';

export type MailServerFieldsProps = {
  form: UseFormReturnType<ConnectImapFormValues>;
  protocol: 'imap' | 'smtp';
};

const LABELS = {
  imap: {
    host: MAILBOX_TEXTS.imapHost,
    port: MAILBOX_TEXTS.imapPort,
    secure: MAILBOX_TEXTS.imapSecure,
    secureHint: MAILBOX_TEXTS.imapSecureHint,
    user: MAILBOX_TEXTS.imapUser,
    password: MAILBOX_TEXTS.imapPassword,
    placeholder: MAILBOX_TEXTS.hostPlaceholder,
  },
  smtp: {
    host: MAILBOX_TEXTS.smtpHost,
    port: MAILBOX_TEXTS.smtpPort,
    secure: MAILBOX_TEXTS.smtpSecure,
    secureHint: MAILBOX_TEXTS.smtpSecureHint,
    user: MAILBOX_TEXTS.smtpUser,
    password: MAILBOX_TEXTS.smtpPassword,
    placeholder: MAILBOX_TEXTS.smtpHostPlaceholder,
  },
} as const;

/** One server's host, port, SSL/TLS, username and password (IMAP to read, SMTP to send). */
export function MailServerFields({ form, protocol }: MailServerFieldsProps) {
  const labels = LABELS[protocol];
  const secure = form.getInputProps(`${protocol}.secure`, { type: 'checkbox' });
  return (
    <Stack gap="sm">
      <Group align="flex-start" grow wrap="nowrap">
        <TextInput
          label={labels.host}
          placeholder={labels.placeholder}
          withAsterisk
          autoComplete="off"
          style={{ flexGrow: 3 }}
          {...form.getInputProps(`${protocol}.host`)}
        />
        <NumberInput
          label={labels.port}
          withAsterisk
          min={1}
          max={65_535}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          {...form.getInputProps(`${protocol}.port`)}
        />
      </Group>
      <Checkbox
        label={labels.secure}
        description={labels.secureHint}
        {...secure}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          form.setFieldValue(`${protocol}.secure`, next);
          form.setFieldValue(
            `${protocol}.port`,
            portAfterSecureChange(protocol, next, form.getValues()[protocol].port),
          );
        }}
      />
      <TextInput
        label={labels.user}
        withAsterisk
        autoComplete="username"
        {...form.getInputProps(`${protocol}.user`)}
      />
      <PasswordInput
        label={labels.password}
        description={MAILBOX_TEXTS.passwordHint}
        withAsterisk
        autoComplete="current-password"
        {...form.getInputProps(`${protocol}.password`)}
      />
    </Stack>
  );
}
