import { NotBuiltYet } from '../../../shared/page/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';

/** /reporting: the dashboard (spec 000 §2). Not built yet. */
export function ReportingPage() {
  return <NotBuiltYet title={useRouteTitle('Reporting')} />;
}
