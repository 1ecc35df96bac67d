import { useSearchParams } from 'react-router';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { AUDIENCE_TEXTS } from '../audience-texts.ts';
import { AudienceBrowser } from '../components/AudienceBrowser.tsx';
import { ContactProfileView } from '../components/ContactProfileView.tsx';

/** /audience (spec 000 §2): browse and search all contacts; /audience?profileId= opens one. */
export function AudiencePage() {
  const title = useRouteTitle(AUDIENCE_TEXTS.title);
  const profileId = useSearchParams()[0].get('profileId')?.trim();
  // Keyed: another profile starts fresh.
  return profileId ? (
    <ContactProfileView key={profileId} profileId={profileId} />
  ) : (
    <AudienceBrowser title={title} />
  );
}
