import { NotBuiltYet } from '../../../app/components/NotBuiltYet.tsx';
import { useRouteTitle } from '../../../app/router/useRouteTitle.ts';

/** /campaigns and /campaigns/new (spec 000 §2, spec 001 §2). Not built yet. */
export function CampaignsPage() {
  return <NotBuiltYet title={useRouteTitle('Campaigns')} />;
}
