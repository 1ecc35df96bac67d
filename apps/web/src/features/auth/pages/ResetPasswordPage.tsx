import { Alert, Anchor, Center, Loader, Stack, Title } from '@mantine/core';
import { AUTH_FAILURE_TEXTS, AUTH_PAGE_TEXTS } from '@parley/core/common/texts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { verifyResetToken } from '../api/auth-api.ts';
import { AuthFailureAlert } from '../components/AuthFailureAlert.tsx';
import { ResetPasswordForm } from '../components/ResetPasswordForm.tsx';
import { toAuthFailure } from '../utils/auth-failure.ts';

/**
 * /login/reset?recoveryToken=…, the link of the reset mail. The token is checked on load (an
 * invalid, used or expired one says so at once), then the new password is chosen.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const recoveryToken = params.get('recoveryToken') ?? '';
  const [done, setDone] = useState(false);
  const verification = useQuery({
    queryKey: ['auth', 'recoveryToken', recoveryToken],
    queryFn: ({ signal }) => verifyResetToken(recoveryToken, signal),
    enabled: recoveryToken !== '' && !done,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  let body: ReactNode;
  if (done) {
    body = (
      <Stack gap="md">
        <Alert color="teal" role="status">
          {AUTH_PAGE_TEXTS.passwordReset}
        </Alert>
        <Anchor component={Link} to="/login">
          {AUTH_PAGE_TEXTS.signInLink}
        </Anchor>
      </Stack>
    );
  } else if (recoveryToken === '' || verification.isError) {
    body = (
      <Stack gap="md">
        <AuthFailureAlert
          failure={toAuthFailure(verification.error, AUTH_FAILURE_TEXTS.validateRecoveryToken)}
        />
        <Anchor component={Link} to="/login/forgot">
          {AUTH_PAGE_TEXTS.requestNewLink}
        </Anchor>
      </Stack>
    );
  } else if (!verification.data) {
    body = (
      <Center>
        <Loader aria-label={AUTH_PAGE_TEXTS.checkingLink} />
      </Center>
    );
  } else {
    body = (
      <ResetPasswordForm
        recoveryToken={recoveryToken}
        email={verification.data.email}
        onReset={() => setDone(true)}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Title order={2}>{AUTH_PAGE_TEXTS.resetTitle}</Title>
      {body}
    </Stack>
  );
}
