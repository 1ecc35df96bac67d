import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving the builder with unsaved changes: in-app navigation is blocked until the user
 * answers (the blocker's proceed / reset), and closing or reloading the tab asks the browser's question.
 */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return blocker;
}
