import { NotBuiltYet } from '../../../app/components/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../app/router/useRouteTitle.ts';

/** /journeys: the journeys list and builder (spec 000 §2). Not built yet. */
export function JourneysPage() {
  return <NotBuiltYet title={useRouteTitle('Journeys')} />;
}
