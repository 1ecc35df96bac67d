import { Autocomplete, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatPhoneForDisplay, toE164 } from '@parley/core/common/phone-number';
import { type ReactNode, useEffect, useRef } from 'react';
import type { SimulatorContact } from '../api/simulator-api.ts';
import { useSimulatorContacts } from '../hooks/useSimulatorContacts.ts';
import { SIMULATOR_TEXTS } from '../simulator-texts.ts';

export type ContactPickerProps = {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  /** The demo contact whose number the field holds, or null (a typed number, or none yet). */
  onContactChange?: (contact: SimulatorContact | null) => void;
};

/** Wait this long after typing before searching. */
const SEARCH_DEBOUNCE_MS = 250;

/** Contacts with a phone, one per number (the option's value is the number). */
function byPhone(contacts: SimulatorContact[]): Map<string, SimulatorContact> {
  const map = new Map<string, SimulatorContact>();
  for (const contact of contacts) {
    if (contact.contactPhone && !map.has(contact.contactPhone)) map.set(contact.contactPhone, contact);
  }
  return map;
}

/**
 * Search the brand's contacts by name or number, or type any number. Picking a contact puts its
 * number in the field; the contact's name shows below it.
 */
export function ContactPicker({ value, onChange, error, onContactChange }: ContactPickerProps) {
  const [query] = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const contacts = useSimulatorContacts(query);
  const options = byPhone(contacts.data?.items ?? []);
  const phone = toE164(value);
  const picked = phone ? options.get(phone) : undefined;
  const pickedId = picked?.profileId ?? null;
  // Tell the page who the contact is once the search answer names them (their email, for one).
  const latest = useRef({ picked, onContactChange });
  latest.current = { picked, onContactChange };
  useEffect(() => {
    latest.current.onContactChange?.(pickedId === null ? null : (latest.current.picked ?? null));
  }, [pickedId]);
  const description = picked?.name
    ? `${picked.name} · ${formatPhoneForDisplay(phone ?? '')}`
    : phone
      ? formatPhoneForDisplay(phone)
      : SIMULATOR_TEXTS.contactDescription;

  return (
    <Autocomplete
      label={SIMULATOR_TEXTS.contactLabel}
      placeholder={SIMULATOR_TEXTS.contactPlaceholder}
      description={description}
      value={value}
      onChange={onChange}
      error={error}
      data={[...options.keys()]}
      // The server already searched by name and number; show its answer as it is.
      filter={({ options: all }) => all}
      limit={20}
      renderOption={({ option }) => {
        const contact = options.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{contact?.name ?? option.value}</Text>
            <Text size="xs" c="dimmed">
              {formatPhoneForDisplay(option.value)}
            </Text>
          </Group>
        );
      }}
      clearable
    />
  );
}
