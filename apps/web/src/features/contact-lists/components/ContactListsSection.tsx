import { NavLink, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { SavedView } from '../api/contact-lists-api.ts';
import { CONTACT_LISTS_UI_TEXTS as TEXTS } from '../contact-lists-texts.ts';
import { CONTACT_LIST_PATHS } from '../utils/contact-list-paths.ts';

export type ContactListsSectionProps = {
  title: string;
  lists: readonly SavedView[];
  loading: boolean;
  activeListId: string | null;
};

/** One section of the agent side navigation's contact lists (spec 002 §2). */
export function ContactListsSection({ title, lists, loading, activeListId }: ContactListsSectionProps) {
  return (
    <Stack gap={2} px="xs" component="section" aria-label={title}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.4} px="xs">
        {title}
      </Text>
      {loading && (
        <Text size="sm" c="dimmed" px="xs">
          {TEXTS.loading}
        </Text>
      )}
      {!loading && lists.length === 0 && (
        <Text size="sm" c="dimmed" px="xs">
          {TEXTS.noLists}
        </Text>
      )}
      {lists.map((list) => (
        <NavLink
          key={list.id}
          component={Link}
          to={CONTACT_LIST_PATHS.list(list.id)}
          label={list.name}
          active={list.id === activeListId}
          aria-current={list.id === activeListId ? 'page' : undefined}
          variant="light"
        />
      ))}
    </Stack>
  );
}
