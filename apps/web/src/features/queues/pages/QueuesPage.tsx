import { NotBuiltYet } from '../../../app/components/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../app/router/useRouteTitle.ts';

/** /queues (spec 000 §2). Not built yet. */
export function QueuesPage() {
  return <NotBuiltYet title={useRouteTitle('Queues')} />;
}
