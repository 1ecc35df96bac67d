import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resetPasswordInput } from '@parley/core/auth/session';
import { AUTH_FAILURE_TEXTS, AUTH_PAGE_TEXTS } from '@parley/core/common/texts';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error.ts';
import { resetPassword } from '../api/auth-api.ts';
import { fieldRule } from '../utils/field-rule.ts';
import { AuthFailureAlert } from './AuthFailureAlert.tsx';

export type ResetPasswordFormProps = {
  recoveryToken: string;
  email: string;
  onReset: () => void;
};

type ResetValues = { newPassword: string; confirmPassword: string };

/** spec 000 §5: the server's message, else 'Failed to reset password'. */
function resetFailureText(error: unknown): string {
  if (isApiError(error) && error.status !== null && error.status < 500) return error.message;
  return AUTH_FAILURE_TEXTS.resetPassword;
}

/** New password twice; the length rule is core's resetPasswordInput, the server's own. */
export function ResetPasswordForm({ recoveryToken, email, onReset }: ResetPasswordFormProps) {
  const reset = useMutation({
    mutationFn: (newPassword: string) => resetPassword({ newPassword, recoveryToken }),
    onSuccess: onReset,
  });
  const form = useForm<ResetValues>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: {
      newPassword: fieldRule(resetPasswordInput.shape.newPassword, AUTH_PAGE_TEXTS.newPasswordLabel),
      confirmPassword: (value, values) =>
        value === values.newPassword ? null : AUTH_PAGE_TEXTS.passwordsDoNotMatch,
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => reset.mutate(values.newPassword))} noValidate>
      <Stack gap="md">
        <Text size="sm">{AUTH_PAGE_TEXTS.resetFor(email)}</Text>
        <AuthFailureAlert failure={reset.isError ? { title: resetFailureText(reset.error) } : null} />
        <PasswordInput
          label={AUTH_PAGE_TEXTS.newPasswordLabel}
          aria-label={AUTH_PAGE_TEXTS.newPasswordLabel}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={AUTH_PAGE_TEXTS.confirmPasswordLabel}
          aria-label={AUTH_PAGE_TEXTS.confirmPasswordLabel}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={reset.isPending} fullWidth>
          {AUTH_PAGE_TEXTS.resetPasswordButton}
        </Button>
      </Stack>
    </form>
  );
}
