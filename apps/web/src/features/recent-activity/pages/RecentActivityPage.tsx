import { NotBuiltYet } from '../../../shared/page/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';

/** /recent-activity (spec 000 §2). Not built yet. */
export function RecentActivityPage() {
  return <NotBuiltYet title={useRouteTitle('Recent Activity')} />;
}
