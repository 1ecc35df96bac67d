import { NotBuiltYet } from '../../../app/components/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../app/router/useRouteTitle.ts';

/** /parley-live: the live view (spec 000 §2). Not built yet. */
export function ParleyLivePage() {
  return <NotBuiltYet title={useRouteTitle('Parley Live')} />;
}
