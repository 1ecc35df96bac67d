import { useDeskRuntime } from '../hooks/useDeskRuntime.ts';
import { AgentNavigationBar } from './AgentNavigationBar.tsx';

/**
 * The agent navigation bar (spec 001 §2) and the desk's runtime (reservations, events, automatic
 * rules), for as long as the agent area is open. The pages read the desk's store.
 */
export function AgentDeskChrome() {
  useDeskRuntime();
  return <AgentNavigationBar />;
}
