import { AgentNavigationBar } from './AgentNavigationBar.tsx';

/**
 * The agent navigation bar (spec 001 §2) of the /agent area. The desk's runtime is not here: the
 * shell runs it on every page (ShellAgentDeskRuntime), so offers reach the agent wherever they are.
 */
export function AgentDeskChrome() {
  return <AgentNavigationBar />;
}
