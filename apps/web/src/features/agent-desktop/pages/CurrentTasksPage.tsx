import { NotBuiltYet } from '../../../app/components/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../app/router/useRouteTitle.ts';

/** /agent: the agent's current tasks (spec 002 §2). Not built yet. */
export function CurrentTasksPage() {
  return <NotBuiltYet title={useRouteTitle('Current Tasks')} />;
}
