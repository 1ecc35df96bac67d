import { NotBuiltYet } from '../../../shared/page/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';

/** /ai-agents and its nested pages (spec 000 §2, spec 001 §2). Not built yet. */
export function AiAgentsPage() {
  return <NotBuiltYet title={useRouteTitle('AI Agents')} />;
}
