import { Outlet } from 'react-router';
import { ShellAgentDeskRuntime } from '../../features/agent-desktop/components/ShellAgentDeskRuntime.tsx';
import { useSession } from '../../features/auth/hooks/useSession.ts';
import { ShellEmbeddingBridge } from '../../features/embedding/components/ShellEmbeddingBridge.tsx';
import { GlobalSearch } from '../../features/global-search/components/GlobalSearch.tsx';
import { useLayoutSettings } from '../../shared/layout/useLayoutSettings.ts';
import { EventStreamProvider } from '../../shared/sse/EventStreamProvider.tsx';
import { NavigationProgress } from '../components/NavigationProgress.tsx';
import { useAltKeyHint } from '../hotkeys/useAltKeyHint.ts';
import { IconRail } from '../rail/IconRail.tsx';
import classes from './ShellLayout.module.css';

/**
 * The signed-in shell: the event stream, the agent desk's runtime (for users of the agent desktop,
 * so offers reach them on every page), inside a host page's frame the embedding bridge
 * (docs/embedding.md), the icon rail (unless the layout hides it) and the page.
 */
export function ShellLayout() {
  const { hidden } = useLayoutSettings();
  const brandSlug = useSession().profile?.brandSlug ?? null;
  useAltKeyHint();
  return (
    <EventStreamProvider brandSlug={brandSlug}>
      <ShellAgentDeskRuntime />
      <ShellEmbeddingBridge />
      <div className={classes.shell}>
        {!hidden.navigation && <IconRail hideLogo={hidden.logo} />}
        <main className={classes.main}>
          <NavigationProgress />
          <Outlet />
        </main>
      </div>
      <GlobalSearch />
    </EventStreamProvider>
  );
}
