import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ShellAgentDeskRuntime } from '../../features/agent-desktop/components/ShellAgentDeskRuntime.tsx';
import { useSession } from '../../features/auth/hooks/useSession.ts';
import { ShellEmbeddingBridge } from '../../features/embedding/components/ShellEmbeddingBridge.tsx';
import { GlobalSearch } from '../../features/global-search/components/GlobalSearch.tsx';
import { lazyComponent } from '../../shared/chunk-retry/lazy-component.ts';
import { useBelowBreakpoint } from '../../shared/layout/useBelowBreakpoint.ts';
import { useLayoutSettings } from '../../shared/layout/useLayoutSettings.ts';
import { EventStreamProvider } from '../../shared/sse/EventStreamProvider.tsx';
import { NavigationProgress } from '../components/NavigationProgress.tsx';
import { useAltKeyHint } from '../hotkeys/useAltKeyHint.ts';
import { IconRail } from '../rail/IconRail.tsx';
import { PHONE_TOP_BAR_HEIGHT } from './phone-top-bar-height.ts';
import classes from './ShellLayout.module.css';

// Only phones draw it: a chunk of its own, out of every wider screen's first download.
const PhoneTopBar = lazyComponent(
  () => import('./PhoneTopBar.tsx'),
  (m) => m.PhoneTopBar,
);

/**
 * The signed-in shell: the event stream, the agent desk's runtime (for users of the agent desktop,
 * so offers reach them on every page), inside a host page's frame the embedding bridge
 * (docs/embedding.md), the icon rail (unless the layout hides it) and the page. On a phone the rail
 * is a top bar with a burger that opens the navigation drawer (issue 17 item 10).
 */
export function ShellLayout() {
  const { hidden } = useLayoutSettings();
  const brandSlug = useSession().profile?.brandSlug ?? null;
  const phone = useBelowBreakpoint('sm');
  useAltKeyHint();
  return (
    <EventStreamProvider brandSlug={brandSlug}>
      <ShellAgentDeskRuntime />
      <ShellEmbeddingBridge />
      <div className={classes.shell} data-phone={phone || undefined}>
        {!hidden.navigation &&
          (phone ? (
            <Suspense fallback={<div style={{ height: PHONE_TOP_BAR_HEIGHT, flexShrink: 0 }} />}>
              <PhoneTopBar hideLogo={hidden.logo} />
            </Suspense>
          ) : (
            <IconRail hideLogo={hidden.logo} />
          ))}
        <main className={classes.main}>
          <NavigationProgress />
          <Outlet />
        </main>
      </div>
      <GlobalSearch />
    </EventStreamProvider>
  );
}
