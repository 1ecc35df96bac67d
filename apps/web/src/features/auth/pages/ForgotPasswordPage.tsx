import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { sendResetEmailInput } from '@parley/core/auth/session';
import { AUTH_FAILURE_TEXTS, AUTH_PAGE_TEXTS } from '@parley/core/common/texts';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { sendResetEmail } from '../api/auth-api.ts';
import { AuthFailureAlert } from '../components/AuthFailureAlert.tsx';
import { toAuthFailure } from '../utils/auth-failure.ts';
import { fieldRule } from '../utils/field-rule.ts';

/**
 * /login/forgot: asks for a reset link. The answer is the same whether or not the address has an
 * account (the server answers alike), so the page cannot be used to find accounts.
 */
export function ForgotPasswordPage() {
  const send = useMutation({ mutationFn: (email: string) => sendResetEmail(email) });
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: fieldRule(sendResetEmailInput.shape.email, AUTH_PAGE_TEXTS.emailLabel) },
  });
  const failure = send.isError ? toAuthFailure(send.error, AUTH_FAILURE_TEXTS.sendResetEmail) : null;

  return (
    <Stack gap="lg">
      <Title order={2}>{AUTH_PAGE_TEXTS.forgotTitle}</Title>
      {send.isSuccess ? (
        <Alert color="teal" role="status">
          {AUTH_PAGE_TEXTS.resetEmailSent}
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit((values) => send.mutate(values.email.trim()))} noValidate>
          <Stack gap="md">
            <Text size="sm">{AUTH_PAGE_TEXTS.forgotIntro}</Text>
            <AuthFailureAlert failure={failure} />
            <TextInput
              label={AUTH_PAGE_TEXTS.emailLabel}
              aria-label={AUTH_PAGE_TEXTS.emailLabel}
              type="email"
              autoComplete="email"
              withAsterisk
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={send.isPending} fullWidth>
              {AUTH_PAGE_TEXTS.sendResetLinkButton}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm">
        {AUTH_PAGE_TEXTS.backToSignIn}
      </Anchor>
    </Stack>
  );
}
