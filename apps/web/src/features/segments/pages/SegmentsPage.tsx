import { NotBuiltYet } from '../../../app/components/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../app/router/useRouteTitle.ts';

/** /segments and /segments/new (spec 000 §2, spec 001 §2). Not built yet. */
export function SegmentsPage() {
  return <NotBuiltYet title={useRouteTitle('Segments')} />;
}
