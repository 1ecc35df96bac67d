import { useEffect, useState } from 'react';
import { isRunningStaleVersion } from '../version/build-version.ts';

export type VersionCheck = 'checking' | 'stale' | 'current';

/** After an error: does the server deploy a newer build than the one running? (spec 000 §2, §7) */
export function useStaleVersionCheck(): VersionCheck {
  const [check, setCheck] = useState<VersionCheck>('checking');
  useEffect(() => {
    let cancelled = false;
    void isRunningStaleVersion().then((stale) => {
      if (!cancelled) setCheck(stale ? 'stale' : 'current');
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return check;
}
