import { NotBuiltYet } from '../../../app/components/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../app/router/useRouteTitle.ts';

/** /recent-activity (spec 000 §2). Not built yet. */
export function RecentActivityPage() {
  return <NotBuiltYet title={useRouteTitle('Recent Activity')} />;
}
