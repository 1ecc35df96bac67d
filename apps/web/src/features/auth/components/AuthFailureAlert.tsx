import { Alert } from '@mantine/core';
import type { AuthFailure } from '../utils/auth-failure.ts';

export type AuthFailureAlertProps = { failure: AuthFailure | null };

/** The failure of the last submit of an auth form. */
export function AuthFailureAlert({ failure }: AuthFailureAlertProps) {
  if (!failure) return null;
  return (
    <Alert color="red" title={failure.title} role="alert">
      {failure.detail}
    </Alert>
  );
}
