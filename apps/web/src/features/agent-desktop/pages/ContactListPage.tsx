import { NotBuiltYet } from '../../../app/components/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../app/router/useRouteTitle.ts';

/** /agent/contacts/:listId: one saved contact list (spec 002 §2). Not built yet. */
export function ContactListPage() {
  return <NotBuiltYet title={useRouteTitle('Contact List')} />;
}
