import { NotBuiltYet } from '../../../app/components/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../app/router/useRouteTitle.ts';

/** /audience (spec 000 §2). Not built yet. */
export function AudiencePage() {
  return <NotBuiltYet title={useRouteTitle('Audience')} />;
}
