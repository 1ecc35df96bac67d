import { useHotkeys } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { adjacentPagePath } from './section-nav.ts';

/**
 * Side navigation hotkeys (spec 001 §2 "Other UI"; the keys are ours, docs/web-shell.md):
 * Alt+↓ / Alt+↑ open the next / previous page, Alt+B collapses or expands the navigation.
 */
export function useSideNavHotkeys(
  pagePaths: readonly string[],
  activePath: string | null,
  toggle: () => void,
): void {
  const navigate = useNavigate();
  const go = (step: 1 | -1) => {
    const target = adjacentPagePath(pagePaths, activePath, step);
    if (target) navigate(target);
  };
  useHotkeys([
    ['alt+arrowdown', () => go(1), { usePhysicalKeys: true }],
    ['alt+arrowup', () => go(-1), { usePhysicalKeys: true }],
    ['alt+b', toggle, { usePhysicalKeys: true }],
  ]);
}
