import { useRouteError } from 'react-router';
import { ErrorScreen } from './ErrorScreen.tsx';

/** The router's errorElement: a page (or its chunk) failed. */
export function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />;
}
