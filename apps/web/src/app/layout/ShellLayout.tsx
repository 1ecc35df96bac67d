import { Outlet } from 'react-router';
import { ShellAgentDeskRuntime } from '../../features/agent-desktop/components/ShellAgentDeskRuntime.tsx';
import { ShellEmbeddingBridge } from '../../features/embedding/components/ShellEmbeddingBridge.tsx';
import { GlobalSearch } from '../../features/global-search/components/GlobalSearch.tsx';
import { EventStreamProvider } from '../../shared/sse/EventStreamProvider.tsx';
import { NavigationProgress } from '../components/NavigationProgress.tsx';
import { useAltKeyHint } from '../hotkeys/useAltKeyHint.ts';
import { IconRail } from '../rail/IconRail.tsx';
import classes from './ShellLayout.module.css';
import { useLayoutSettings } from './useLayoutSettings.ts';

/**
 * The signed-in shell: the event stream, the agent desk's runtime (for users of the agent desktop,
 * so offers reach them on every page), inside a host page's frame the embedding bridge
 * (docs/embedding.md), the icon rail (unless the layout hides it) and the page.
 */
export function ShellLayout() {
  const { hidden } = useLayoutSettings();
  useAltKeyHint();
  return (
    <EventStreamProvider>
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
