import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { signInInput } from '@parley/core/auth/session';
import { AUTH_FAILURE_TEXTS, AUTH_PAGE_TEXTS } from '@parley/core/common/texts';
import { type FormEvent, useRef, useState } from 'react';
import { importWithRetry } from '../../../shared/chunk-retry/import-with-retry.ts';
import { SignInError, type SignInValues, useSignIn } from '../hooks/useSignIn.ts';
import type { AuthFailure } from '../utils/auth-failure.ts';
import { fieldRule } from '../utils/field-rule.ts';
import { AuthFailureAlert } from './AuthFailureAlert.tsx';

type SignInRules = typeof signInInput;

// The rules are the server's zod schemas (packages/core): zod is the larger part of the sign-in
// page's code, so it loads when the form is first used (focus) rather than with the page, and a
// submit waits for it (docs/web-performance.md).
let signInRules: Promise<SignInRules> | undefined;
function loadSignInRules(): Promise<SignInRules> {
  signInRules ??= importWithRetry(() => import('@parley/core/auth/session')).then((m) => m.signInInput);
  // A failed load is not kept: the next focus or submit tries again.
  signInRules.catch(() => {
    signInRules = undefined;
  });
  return signInRules;
}

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
  const rules = useRef<SignInRules | null>(null);
  const form = useForm<SignInValues>({
    initialValues: { username: '', password: '' },
    // Only called by a submit, which loads the rules first.
    validate: {
      username: (value) =>
        rules.current ? fieldRule(rules.current.shape.username, AUTH_PAGE_TEXTS.emailLabel)(value) : null,
      password: (value) =>
        rules.current ? fieldRule(rules.current.shape.password, AUTH_PAGE_TEXTS.passwordLabel)(value) : null,
    },
  });

  const validateAndSignIn = form.onSubmit((values) => {
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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      rules.current ??= await loadSignInRules();
    } catch {
      // Offline or a lost chunk: signing in could not have worked either; the alert says so.
      setFailure({ title: AUTH_FAILURE_TEXTS.signIn });
      return;
    }
    validateAndSignIn();
  };

  return (
    <form onSubmit={submit} onFocus={() => void loadSignInRules().catch(() => undefined)} noValidate>
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
