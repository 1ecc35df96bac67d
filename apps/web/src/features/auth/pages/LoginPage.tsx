import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { AUTH_PAGE_TEXTS } from '@parley/core/common/texts';
import { Link, Navigate, useSearchParams } from 'react-router';
import { SignInForm } from '../components/SignInForm.tsx';
import { useSession } from '../hooks/useSession.ts';
import { safeNextPath } from '../utils/login-paths.ts';

/**
 * /login: sign in. ?expired=true tells why the user is here (spec 000 §2), ?next= where they go
 * after, ?brand= which brand to sign in to when the address has accounts in several.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const { status } = useSession();
  const next = safeNextPath(params.get('next'));
  if (status === 'signedIn') return <Navigate to={next} replace />;
  return (
    <Stack gap="lg">
      <Title order={2}>{AUTH_PAGE_TEXTS.signInTitle}</Title>
      {params.get('expired') === 'true' && (
        <Alert color="yellow" role="status">
          {AUTH_PAGE_TEXTS.sessionExpired}
        </Alert>
      )}
      <SignInForm brandSlug={params.get('brand')} />
      <Anchor component={Link} to="/login/forgot" size="sm">
        {AUTH_PAGE_TEXTS.forgotPasswordLink}
      </Anchor>
    </Stack>
  );
}
