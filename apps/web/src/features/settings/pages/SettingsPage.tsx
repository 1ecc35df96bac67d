import { NotBuiltYet } from '../../../app/components/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../app/router/useRouteTitle.ts';

/** /settings and its side navigation pages (spec 002 §2, spec 001 §2). Not built yet. */
export function SettingsPage() {
  return <NotBuiltYet title={useRouteTitle('Settings')} />;
}
