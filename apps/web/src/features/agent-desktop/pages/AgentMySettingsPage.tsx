import { NotBuiltYet } from '../../../app/components/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../app/router/useRouteTitle.ts';

/** /agent/my-settings: the agent's own settings (spec 001 §2). Not built yet. */
export function AgentMySettingsPage() {
  return <NotBuiltYet title={useRouteTitle('My Settings')} />;
}
