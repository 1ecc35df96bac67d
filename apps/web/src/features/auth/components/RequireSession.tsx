import { Center, Loader } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../hooks/useSession.ts';
import { loginPathFor } from '../utils/login-paths.ts';

/** Guards the signed-in app: a loader while the session loads, /login?next=… when signed out. */
export function RequireSession() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') {
    return (
      <Center h="100vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (status === 'signedOut') {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}
