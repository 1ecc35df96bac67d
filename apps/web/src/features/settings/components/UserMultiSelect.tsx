import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import type { GroupMember } from '../api/groups-api.ts';
import { useUserPage } from '../hooks/useSettingsQueries.ts';

export type UserMultiSelectProps = {
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
  /** The users selected when the form opened, so their names show before any search. */
  initialUsers: GroupMember[];
  error?: React.ReactNode;
};

const SEARCH_DEBOUNCE_MS = 300;
const OPTIONS_PAGE_SIZE = 50;

/**
 * Picks users by name or email, searching on the server (a brand may have thousands): the options
 * are the first matches, plus every user already picked.
 */
export function UserMultiSelect({ label, value, onChange, initialUsers, error }: UserMultiSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const matches = useUserPage({
    search: debounced,
    role: null,
    status: null,
    page: 0,
    size: OPTIONS_PAGE_SIZE,
  });
  const [known, setKnown] = useState(() => new Map(initialUsers.map((user) => [user.id, user])));

  const data = useMemo(() => {
    const options = new Map(known);
    for (const user of matches.data?.items ?? [])
      options.set(user.id, { id: user.id, name: user.name, email: user.email });
    return [...options.values()].map((user) => ({ value: user.id, label: `${user.name} (${user.email})` }));
  }, [known, matches.data]);

  return (
    <MultiSelect
      label={label}
      data={data}
      value={value}
      onChange={(ids) => {
        // Remember the picked users' names: the next search may not list them.
        const next = new Map(known);
        for (const option of matches.data?.items ?? [])
          if (ids.includes(option.id))
            next.set(option.id, { id: option.id, name: option.name, email: option.email });
        setKnown(next);
        onChange(ids);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by the search text (name or email).
      filter={({ options }) => options}
      nothingFoundMessage={matches.isFetching ? 'Searching…' : 'No such user'}
      clearable
      hidePickedOptions
      error={error}
    />
  );
}
