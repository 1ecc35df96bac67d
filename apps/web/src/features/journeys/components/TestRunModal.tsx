import { Button, Group, Loader, Modal, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { TestContact } from '../api/journey-test-run-api.ts';
import { TEST_RUN_TEXTS as TEXTS } from '../builder-texts.ts';
import { useTestContactSearch } from '../hooks/useTestContactSearch.ts';

export type TestRunModalProps = {
  opened: boolean;
  onClose: () => void;
  /** Starts the run for the picked contact (its profile id). */
  onStart: (contact: TestContact) => void;
  starting: boolean;
  /** The builder has unsaved changes: they are saved before the run starts. */
  dirty: boolean;
};

function contactLine(contact: TestContact): string {
  return [contact.contactPhone, contact.email, contact.externalId].filter(Boolean).join(' · ');
}

/** Picks the contact a test run is for (the contact search of spec 001 §5), then starts it. */
export function TestRunModal({ opened, onClose, onStart, starting, dirty }: TestRunModalProps) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<TestContact | null>(null);
  const search = useTestContactSearch(text);
  const contacts = search.status === 'found' ? search.contacts : [];
  return (
    <Modal opened={opened} onClose={onClose} title={TEXTS.modalTitle} centered size="lg">
      <Stack gap="md">
        <Text size="sm">{TEXTS.intro}</Text>
        {dirty && (
          <Text size="sm" c="orange.8">
            {TEXTS.unsavedNote}
          </Text>
        )}
        <TextInput
          label={TEXTS.searchLabel}
          aria-label={TEXTS.searchLabel}
          placeholder={TEXTS.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            search.status === 'loading' ? <Loader size="xs" aria-label={TEXTS.searchLabel} /> : null
          }
          value={text}
          data-autofocus
          onChange={(event) => {
            setText(event.currentTarget.value);
            setPicked(null);
          }}
        />
        {search.status === 'message' && (
          <Text size="sm" c="dimmed">
            {search.message}
          </Text>
        )}
        {contacts.length > 0 && (
          <ScrollArea.Autosize mah={260} type="auto">
            <Radio.Group
              aria-label={TEXTS.searchLabel}
              value={picked?.profileId ?? null}
              onChange={(profileId) =>
                setPicked(contacts.find((item) => item.profileId === profileId) ?? null)
              }
            >
              <Stack gap={6}>
                {contacts.map((contact) => (
                  <Radio.Card key={contact.profileId} value={contact.profileId} p="xs" radius="sm">
                    <Group wrap="nowrap" gap="sm" align="flex-start">
                      <Radio.Indicator />
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text size="sm" fw={500} truncate>
                          {contact.name || contact.profileId}
                        </Text>
                        <Text size="xs" c="dimmed" truncate>
                          {contactLine(contact)}
                        </Text>
                      </Stack>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
          </ScrollArea.Autosize>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {TEXTS.cancel}
          </Button>
          <Button disabled={picked === null} loading={starting} onClick={() => picked && onStart(picked)}>
            {TEXTS.start}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
