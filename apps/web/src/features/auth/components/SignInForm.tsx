import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { signInInput } from '@parley/core/session';
import { AUTH_FAILURE_TEXTS, AUTH_PAGE_TEXTS } from '@parley/core/texts';
import { useState } from 'react';
import { SignInError, type SignInValues, useSignIn } from '../hooks/useSignIn.ts';
import type { AuthFailure } from '../utils/auth-failure.ts';
import { fieldRule } from '../utils/field-rule.ts';
import { AuthFailureAlert } from './AuthFailureAlert.tsx';

export type SignInFormProps = {
  /** The brand to sign in to when the address has accounts in several (?brand= on /login). */
  brandSlug?: string | null;
};

/**
 * Email and password. Validated on submit with the server's own rules; a field's error clears when
 * it changes (spec 000 §5). Once signed in, the session provider flips to signed in and the page
 * moves on.
 */
export function SignInForm({ brandSlug = null }: SignInFormProps) {
  const signIn = useSignIn(brandSlug);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const form = useForm<SignInValues>({
    initialValues: { username: '', password: '' },
    validate: {
      username: fieldRule(signInInput.shape.username, AUTH_PAGE_TEXTS.emailLabel),
      password: fieldRule(signInInput.shape.password, AUTH_PAGE_TEXTS.passwordLabel),
    },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    signIn.mutate(values, {
      onError: (error) => {
        const shown = error instanceof SignInError ? error.failure : { title: AUTH_FAILURE_TEXTS.signIn };
        setFailure(shown);
        if (shown.field && shown.field in values)
          form.setFieldError(shown.field, shown.detail ?? shown.title);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <AuthFailureAlert failure={failure} />
        <TextInput
          label={AUTH_PAGE_TEXTS.emailLabel}
          aria-label={AUTH_PAGE_TEXTS.emailLabel}
          type="email"
          autoComplete="username"
          withAsterisk
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label={AUTH_PAGE_TEXTS.passwordLabel}
          aria-label={AUTH_PAGE_TEXTS.passwordLabel}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {AUTH_PAGE_TEXTS.signInButton}
        </Button>
      </Stack>
    </form>
  );
}
