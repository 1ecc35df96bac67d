import { useDeskRuntime } from '../hooks/useDeskRuntime.ts';

/** The desk's runtime as a component that shows nothing (its own chunk: see ShellAgentDeskRuntime). */
export function AgentDeskRuntime() {
  useDeskRuntime();
  return null;
}
