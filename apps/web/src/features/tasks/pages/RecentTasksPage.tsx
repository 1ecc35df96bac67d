import { NotBuiltYet } from '../../../app/components/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../app/router/useRouteTitle.ts';

/** /recent-tasks (spec 000 §2). Not built yet. */
export function RecentTasksPage() {
  return <NotBuiltYet title={useRouteTitle('Recent Tasks')} />;
}
