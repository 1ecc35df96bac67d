import { Progress } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

const SHOW_AFTER_MS = 150;

/** A thin bar at the top of the page while the next page's chunk loads (not shown for quick ones). */
export function NavigationProgress() {
  const loading = useNavigation().state !== 'idle';
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!visible) return null;
  return (
    <Progress
      value={100}
      animated
      size={3}
      radius={0}
      pos="absolute"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 10 }}
      aria-label="Loading page"
    />
  );
}
