import { NotBuiltYet } from '../../../app/components/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../app/router/useRouteTitle.ts';

/** /reporting: the dashboard (spec 000 §2). Not built yet. */
export function ReportingPage() {
  return <NotBuiltYet title={useRouteTitle('Reporting')} />;
}
