import {
  AGENT_DESKTOP_LIST_TEXTS,
  type AgentDesktopListKind,
} from '@parley/core/agent-desktop-settings/lists';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { ListEditor } from '../components/ListEditor.tsx';
import { SettingsPageLayout } from '../components/SettingsPageLayout.tsx';

function AgentDesktopListPage({ kind }: { kind: AgentDesktopListKind }) {
  const texts = AGENT_DESKTOP_LIST_TEXTS[kind];
  return (
    <SettingsPageLayout title={useRouteTitle(texts.title)} description={texts.description}>
      <ListEditor kind={kind} />
    </SettingsPageLayout>
  );
}

/** /settings/agent-desktop/dispositions */
export function DispositionsPage() {
  return <AgentDesktopListPage kind="disposition" />;
}

/** /settings/agent-desktop/tags */
export function TagsPage() {
  return <AgentDesktopListPage kind="tag" />;
}

/** /settings/agent-desktop/cancellation-reasons */
export function CancellationReasonsPage() {
  return <AgentDesktopListPage kind="cancellationReason" />;
}
