import { Modal, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { REST_ERROR_TEXTS } from '@parley/core/common/texts';
import {
  callCommandName,
  GLOBAL_SEARCH_TABS,
  GLOBAL_SEARCH_TEXTS,
  type GlobalSearchTabId,
  SPOTLIGHT_DEBOUNCE_MS,
} from '@parley/core/global-search/ranking';
import { HOTKEY_HINT_MS } from '@parley/core/shell/navigation';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { showErrorToast } from '../../../shared/notifications/toasts.ts';
import { useSession } from '../../auth/hooks/useSession.ts';
import { useContactSearch } from '../../contact-search/hooks/useContactSearch.ts';
import { useSpotlightSearch } from '../hooks/useSpotlightSearch.ts';
import { isReachablePath, searchableRoutes } from '../utils/route-catalogue.ts';
import {
  customerSearchText,
  effectiveTab,
  type GlobalSearchResult,
  tabContent,
} from '../utils/search-results.ts';
import classes from './GlobalSearch.module.css';
import { GlobalSearchResultList, resultOptionId } from './GlobalSearchResultList.tsx';

export type GlobalSearchModalProps = { opened: boolean; onClose: () => void };

/** The hotkey hint shows for 3 s each time the modal opens (spec 001 §2, §9). */
function useHotkeyHint(opened: boolean): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), HOTKEY_HINT_MS);
    return () => clearTimeout(timer);
  }, [opened]);
  return visible;
}

/**
 * spec 001 §2 "Global search modal": a search box over tabs (All, Routes, Audience, AI Agents,
 * Users, Journeys, Parley Docs, Commands/Customers); arrow keys move the selection, Enter opens it;
 * "/call {name}" searches customers to call.
 */
export function GlobalSearchModal({ opened, onClose }: GlobalSearchModalProps) {
  const navigate = useNavigate();
  const profile = useSession().profile;
  const access = useMemo(
    () => (profile ? { featureFlags: profile.featureFlags, roles: profile.roles } : null),
    [profile],
  );
  const routes = useMemo(() => (access ? searchableRoutes(access) : []), [access]);
  const canCall = access ? isReachablePath('/agent', access) : false;

  const [query, setQuery] = useState('');
  const [chosenTab, setChosenTab] = useState<GlobalSearchTabId>('all');
  const [selectedIndex, setSelectedIndex] = useState(0);
  const tab = effectiveTab(chosenTab, query);
  const spotlight = useSpotlightSearch(query, {
    enabled: opened && (tab === 'all' || tab === 'audience' || tab === 'users'),
    access,
  });
  const customers = useContactSearch(
    opened && tab === 'customers' && canCall ? customerSearchText(query) : '',
    {
      debounceMs: SPOTLIGHT_DEBOUNCE_MS,
    },
  );
  const content = tabContent(tab, query, { routes, spotlight, customers, canCall });
  const results = content.kind === 'results' ? content.results : [];
  const hintVisible = useHotkeyHint(opened);
  const listId = useId();

  // A new query or tab starts the selection again at the first result.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on these changes only
  useEffect(() => setSelectedIndex(0), [query, tab]);

  const close = () => {
    setQuery('');
    setChosenTab('all');
    onClose();
  };

  const select = (result: GlobalSearchResult | undefined) => {
    if (!result) return;
    if (result.action.type === 'setQuery') {
      setQuery(result.action.query);
      return;
    }
    if (!access || !isReachablePath(result.action.path, access)) {
      showErrorToast(REST_ERROR_TEXTS.routeNotFound);
      return;
    }
    close();
    navigate(result.action.path, result.action.state ? { state: result.action.state } : undefined);
  };

  const chooseTab = (value: string) => {
    const chosen = GLOBAL_SEARCH_TABS.find((entry) => entry.id === value)?.id;
    if (!chosen) return;
    // Leaving Commands/Customers drops the "/call" command and keeps the name typed after it.
    const name = callCommandName(query);
    if (chosen !== 'customers' && name !== null) setQuery(name);
    setChosenTab(chosen);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = results.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setSelectedIndex((index) => (Math.min(index, count - 1) + step + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      select(results[Math.min(selectedIndex, count - 1)]);
    }
  };

  const activeIndex = Math.min(selectedIndex, results.length - 1);
  return (
    <Modal opened={opened} onClose={close} title={GLOBAL_SEARCH_TEXTS.title} size="lg" yOffset="10vh">
      <Stack gap="sm">
        <TextInput
          aria-label={GLOBAL_SEARCH_TEXTS.title}
          placeholder={GLOBAL_SEARCH_TEXTS.placeholder}
          leftSection={<IconSearch size={16} />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          data-autofocus
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-activedescendant={results.length > 0 ? resultOptionId(listId, activeIndex) : undefined}
        />
        {hintVisible && (
          <Text size="xs" c="dimmed" data-testid="global-search-hotkey-hint">
            {GLOBAL_SEARCH_TEXTS.hotkeyHint}
          </Text>
        )}
        <Tabs value={tab} onChange={(value) => value && chooseTab(value)}>
          <Tabs.List aria-label={GLOBAL_SEARCH_TEXTS.tabsLabel}>
            {GLOBAL_SEARCH_TABS.map((entry) => (
              <Tabs.Tab key={entry.id} value={entry.id}>
                {entry.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <div className={classes.results}>
          <GlobalSearchResultList
            id={listId}
            content={content}
            selectedIndex={activeIndex}
            onHover={setSelectedIndex}
            onSelect={select}
            showGroups={tab === 'all'}
          />
        </div>
      </Stack>
    </Modal>
  );
}
