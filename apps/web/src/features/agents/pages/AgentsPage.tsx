import { NotBuiltYet } from '../../../app/components/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../app/router/useRouteTitle.ts';

/** /agents (spec 000 §2). Not built yet. */
export function AgentsPage() {
  return <NotBuiltYet title={useRouteTitle('Agents')} />;
}
