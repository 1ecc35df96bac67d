import { Outlet } from 'react-router';
import { useRememberLayoutParams } from '../../shared/layout/useLayoutSettings.ts';
import { usePageTitle } from '../router/usePageTitle.ts';

/** The top route: page title and sticky layout parameters for every page, signed in or not. */
export function RootLayout() {
  usePageTitle();
  useRememberLayoutParams();
  return <Outlet />;
}
