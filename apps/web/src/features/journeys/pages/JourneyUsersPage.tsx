import { NotBuiltYet } from '../../../app/components/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../app/router/useRouteTitle.ts';

/** /journeys-users/:journeyId(/:nodeId): active users of a journey (spec 000 §2). Not built yet. */
export function JourneyUsersPage() {
  return <NotBuiltYet title={useRouteTitle('Journey Users')} />;
}
