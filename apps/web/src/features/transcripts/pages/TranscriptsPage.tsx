import { NotBuiltYet } from '../../../shared/page/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';

/** /transcripts and its side navigation pages (spec 002 §2). Not built yet. */
export function TranscriptsPage() {
  return <NotBuiltYet title={useRouteTitle('Conversation Intelligence')} />;
}
