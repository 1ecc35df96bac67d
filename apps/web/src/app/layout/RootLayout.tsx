import { Outlet } from 'react-router';
import { usePageTitle } from '../router/usePageTitle.ts';
import { useRememberLayoutParams } from './useLayoutSettings.ts';

/** The top route: page title and sticky layout parameters for every page, signed in or not. */
export function RootLayout() {
  usePageTitle();
  useRememberLayoutParams();
  return <Outlet />;
}
