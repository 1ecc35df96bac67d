import { NotBuiltYet } from '../../../shared/page/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';

/** /parley-live: the live view (spec 000 §2). Not built yet. */
export function ParleyLivePage() {
  return <NotBuiltYet title={useRouteTitle('Parley Live')} />;
}
