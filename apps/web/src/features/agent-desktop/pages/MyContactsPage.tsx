import { NotBuiltYet } from '../../../app/components/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../app/router/useRouteTitle.ts';

/** /agent/contacts: the agent's contacts (spec 002 §2). Not built yet. */
export function MyContactsPage() {
  return <NotBuiltYet title={useRouteTitle('My Contacts')} />;
}
