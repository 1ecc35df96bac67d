import { NotBuiltYet } from '../../../shared/page/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';

/** /phone-numbers and its side navigation pages (spec 002 §2). Not built yet. */
export function PhoneNumbersPage() {
  return <NotBuiltYet title={useRouteTitle('Phone Numbers')} />;
}
