import { NotBuiltYet } from '../../../app/components/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../app/router/useRouteTitle.ts';

/** /tasks (spec 000 §2). Not built yet. */
export function TasksPage() {
  return <NotBuiltYet title={useRouteTitle('Tasks')} />;
}
