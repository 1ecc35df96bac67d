import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { matchPath, useLocation } from 'react-router';
import { NotBuiltYet } from '../../../shared/page/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { useSettingsLiveRefresh } from '../hooks/useSettingsLiveRefresh.ts';
import { SETTINGS_PAGES } from './settings-pages.ts';

const SETTINGS_BASE = '/settings';

/** /settings and its side navigation pages (spec 002 §2, spec 001 §2): the page for the path. */
export function SettingsPage() {
  const { pathname } = useLocation();
  const title = useRouteTitle('Settings');
  useSettingsLiveRefresh();
  // '/settings/user-management/users/' → '/user-management/users'
  const relative = pathname.slice(SETTINGS_BASE.length).replace(/\/$/, '');
  const entry = SETTINGS_PAGES.find(({ path }) => matchPath({ path: `/${path}`, end: true }, relative));
  if (!entry) return <NotBuiltYet title={title} />;
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" aria-label={`Loading ${title}`} />
        </Center>
      }
    >
      <entry.Page />
    </Suspense>
  );
}
