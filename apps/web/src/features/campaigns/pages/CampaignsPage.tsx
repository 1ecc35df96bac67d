import { NotBuiltYet } from '../../../shared/page/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';

/** /campaigns and /campaigns/new (spec 000 §2, spec 001 §2). Not built yet. */
export function CampaignsPage() {
  return <NotBuiltYet title={useRouteTitle('Campaigns')} />;
}
