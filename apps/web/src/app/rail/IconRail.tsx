import { useHotkeys } from '@mantine/hooks';
import { isRailEntryActive } from '@parley/core/shell/navigation';
import { useLocation, useNavigate } from 'react-router';
import { useVisibleRailEntries } from '../../features/auth/hooks/useVisibleRailEntries.ts';
import { useHotkeyHintStore } from '../../shared/hotkeys/hotkey-hint-store.ts';
import classes from './IconRail.module.css';
import { RailLink } from './RailLink.tsx';
import { RailLogo } from './RailLogo.tsx';
import { railHotkeyBinding, railHotkeyDigit } from './rail-hotkeys.ts';
import { RAIL_ICONS } from './rail-icons.ts';
import { UserMenu } from './UserMenu.tsx';
import { useRailScroll } from './useRailScroll.ts';

export type IconRailProps = {
  /** Some embedding hosts hide the logo (spec 001 §6, spec 002 §2). */
  hideLogo: boolean;
};

/** The main icon rail (spec 002 §2): one entry per area the user may see, then the user menu. */
export function IconRail({ hideLogo }: IconRailProps) {
  const entries = useVisibleRailEntries();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const showHotkeyHint = useHotkeyHintStore((state) => state.visible);
  const activeId = entries.find((entry) => isRailEntryActive(entry, pathname))?.id ?? null;
  const scroll = useRailScroll(activeId);

  useHotkeys(
    entries.flatMap((entry, index) => {
      const binding = railHotkeyBinding(index);
      return binding ? [[binding, () => navigate(entry.path), { usePhysicalKeys: true }] as const] : [];
    }),
  );

  return (
    <nav className={classes.rail} aria-label="Main navigation">
      {!hideLogo && <RailLogo />}
      {/* A short window does not fit every entry: they scroll, and fade out at a hiding edge. */}
      <div
        ref={scroll.ref}
        className={classes.entries}
        data-more-above={scroll.moreAbove || undefined}
        data-more-below={scroll.moreBelow || undefined}
      >
        {entries.map((entry, index) => (
          <RailLink
            key={entry.id}
            entry={entry}
            icon={RAIL_ICONS[entry.id]}
            active={entry.id === activeId}
            hotkeyDigit={railHotkeyDigit(index)}
            showHotkeyHint={showHotkeyHint}
          />
        ))}
      </div>
      <UserMenu />
    </nav>
  );
}
