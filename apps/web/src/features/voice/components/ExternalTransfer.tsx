import { Button, Group, Input, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { callFailureMessage, isCallFailureReason } from '@parley/core/common/error-catalogue';
import { formatPhoneForDisplay, toE164 } from '@parley/core/common/phone-number';
import { EXTERNAL_NUMBER_TEXTS } from '@parley/core/voice/external-phonebook';
import { IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import {
  showCatalogueToast,
  showErrorToast,
  showSuccessToast,
} from '../../../shared/notifications/toasts.ts';
import { useSession } from '../../auth/hooks/useSession.ts';
import { fetchPhonebook, type PhonebookEntry } from '../../settings/api/phonebook-api.ts';
import { settingsKeys } from '../../settings/api/settings-keys.ts';
import type { OutsideNumber } from '../api/conference-api.ts';
import { transferToExternal } from '../api/transfer-api.ts';
import { addOutsideParticipant } from '../state/call-actions.ts';
import { useVoiceStore } from '../state/voice-store.ts';
import { CALL_TEXTS, VOICE_SPEC_TEXTS } from '../voice-texts.ts';

export type ExternalTransferProps = {
  reservation: Reservation;
  /** With the live conference, "Add to call" calls the entry in while the agent stays. */
  conferenceSid?: string | undefined;
  onDone: () => void;
};

/** Entries whose name, number (as typed or shown) or description holds the search text. */
export function matchingPhonebookEntries(
  entries: readonly PhonebookEntry[],
  search: string,
): PhonebookEntry[] {
  const text = search.trim().toLowerCase();
  if (text === '') return [...entries];
  const digits = text.replace(/\D/g, '');
  return entries.filter(
    (entry) =>
      entry.name.toLowerCase().includes(text) ||
      (entry.description ?? '').toLowerCase().includes(text) ||
      (digits.length > 0 && entry.phoneNumber.replace(/\D/g, '').includes(digits)),
  );
}

/** The reason a 409 names when the carrier refused the number at once, if it is the catalogue's. */
function carrierRefusal(error: unknown) {
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null) return null;
  const reason: unknown = Reflect.get(error.details, 'reason');
  return isCallFailureReason(reason) ? callFailureMessage(reason) : null;
}

/** What Transfer / Add to call act on: an entry, or a typed number (E.164) named by its display form. */
type Destination = { number: OutsideNumber; name: string; phoneNumber: string };

/**
 * The External tab of the transfer dialog: the brand's External Transfer Phonebook (GraphQL
 * `externalTransferPhonebook`, the list Settings edits) with a search box; Transfer is a cold
 * transfer (POST /conv/transfers/external): the agent leaves at once and the contact stays with the
 * number. Refusals per docs/voice-contract.md: a vanished entry under the list, a number the carrier
 * refuses as 'Call failed to connect. …' for the catalogue's duration (the agent stays on the call).
 * "Add to call" (POST /conv/conferences/add-participant) calls the entry into the conference instead:
 * the agent stays, the number joins when it answers; refusals are shown the same way. With the
 * user's `externalTransferToAnyNumber` flag a "Phone number" field takes a typed number instead of an
 * entry (checked with core's phone rules before anything is sent; the server checks the flag too).
 */
export function ExternalTransfer({ reservation, conferenceSid, onDone }: ExternalTransferProps) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<PhonebookEntry | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState<'transfer' | 'add' | null>(null);
  const anyNumber = useSession().profile?.featureFlags.externalTransferToAnyNumber ?? false;
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const phonebook = useQuery({
    queryKey: settingsKeys.phonebook(),
    queryFn: ({ signal }) => fetchPhonebook(signal),
  });
  const entries = phonebook.data ?? [];
  const matches = matchingPhonebookEntries(entries, search);

  const transfer = async (to: Destination) => {
    await transferToExternal({ taskSid: reservation.taskSid, ...to.number });
    useVoiceStore.getState().setHandoff(reservation.taskSid, {
      kind: 'externalTransfer',
      name: to.name,
      phoneNumber: formatPhoneForDisplay(to.phoneNumber),
    });
    showSuccessToast(CALL_TEXTS.transferredExternal(to.name));
  };
  const addToCall = async (to: Destination, sid: string) => {
    await addOutsideParticipant(sid, to.number);
    showSuccessToast(CALL_TEXTS.addingParticipant(to.name));
  };

  /** The chosen entry, else the typed number (null, with the error shown, when there is neither). */
  const destination = (): Destination | null => {
    if (chosen) {
      return { number: { phonebookEntryId: chosen.id }, name: chosen.name, phoneNumber: chosen.phoneNumber };
    }
    if (anyNumber && typed.trim() !== '') {
      const phoneNumber = toE164(typed);
      if (!phoneNumber) {
        setTypedError(EXTERNAL_NUMBER_TEXTS.invalidPhoneNumberField);
        return null;
      }
      return { number: { phoneNumber }, name: formatPhoneForDisplay(phoneNumber), phoneNumber };
    }
    setError(VOICE_SPEC_TEXTS.fieldRequired);
    return null;
  };

  const run = async (mode: 'transfer' | 'add') => {
    const to = destination();
    if (!to) return;
    setSubmitting(mode);
    try {
      if (mode === 'add' && conferenceSid) await addToCall(to, conferenceSid);
      else await transfer(to);
      onDone();
    } catch (failure) {
      if (isApiError(failure) && failure.handled) return;
      const refusal = carrierRefusal(failure);
      if (refusal) showCatalogueToast(refusal);
      else if (isApiError(failure) && failure.field === 'phoneNumber') setTypedError(failure.message);
      else if (isApiError(failure) && failure.field === 'phonebookEntryId') {
        setError(failure.message);
        setChosen(null);
        void queryClient.invalidateQueries({ queryKey: settingsKeys.phonebook() });
      } else showErrorToast(isApiError(failure) ? failure.message : String(failure));
    } finally {
      setSubmitting(null);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run('transfer');
  };

  // With a typed number allowed, an empty phonebook does not stop the dialog.
  const empty = phonebook.isSuccess && entries.length === 0;
  const nothingToPick = empty && !anyNumber;
  return (
    <form onSubmit={submit} noValidate aria-label={CALL_TEXTS.transferToExternal}>
      <Stack gap="sm">
        <TextInput
          aria-label={CALL_TEXTS.searchPhonebook}
          placeholder={CALL_TEXTS.searchPhonebook}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        <Input.Wrapper label={CALL_TEXTS.phonebookField} withAsterisk error={error}>
          <ScrollArea.Autosize mah={280} type="auto" mt={4}>
            {phonebook.isError ? (
              <Text size="sm" c="red" py="xs" role="alert">
                {CALL_TEXTS.phonebookLoadError}
              </Text>
            ) : empty || (matches.length === 0 && !phonebook.isPending) ? (
              <Text size="sm" c="dimmed" py="xs" role="status">
                {empty ? CALL_TEXTS.phonebookEmpty : CALL_TEXTS.noMatchingPhonebookEntry}
              </Text>
            ) : (
              <Stack gap={2} role="radiogroup" aria-label={CALL_TEXTS.phonebookField}>
                {matches.map((entry) => {
                  const selected = chosen?.id === entry.id;
                  return (
                    <UnstyledButton
                      key={entry.id}
                      role="radio"
                      aria-checked={selected}
                      onClick={() => {
                        setChosen(entry);
                        setError(null);
                        setTyped('');
                        setTypedError(null);
                      }}
                      p="xs"
                      style={{
                        borderRadius: 'var(--mantine-radius-sm)',
                        background: selected ? 'var(--mantine-color-blue-light)' : undefined,
                      }}
                    >
                      <Group justify="space-between" wrap="nowrap">
                        <Stack gap={0} miw={0}>
                          <Text size="sm">{entry.name}</Text>
                          {entry.description && (
                            <Text size="xs" c="dimmed" truncate>
                              {entry.description}
                            </Text>
                          )}
                        </Stack>
                        <Text size="xs" c="dimmed" ff="monospace">
                          {formatPhoneForDisplay(entry.phoneNumber)}
                        </Text>
                      </Group>
                    </UnstyledButton>
                  );
                })}
              </Stack>
            )}
          </ScrollArea.Autosize>
        </Input.Wrapper>
        {anyNumber && (
          <TextInput
            label={EXTERNAL_NUMBER_TEXTS.phoneNumberLabel}
            placeholder={EXTERNAL_NUMBER_TEXTS.phoneNumberPlaceholder}
            type="tel"
            value={typed}
            error={typedError}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setTypedError(null);
              // A typed number replaces the chosen entry: one destination at a time.
              setChosen(null);
              setError(null);
            }}
          />
        )}
        <Group justify="flex-end">
          {conferenceSid && (
            <Button
              variant="default"
              loading={submitting === 'add'}
              disabled={nothingToPick || submitting === 'transfer'}
              onClick={() => void run('add')}
            >
              {CALL_TEXTS.addToCall}
            </Button>
          )}
          <Button
            type="submit"
            loading={submitting === 'transfer'}
            disabled={nothingToPick || submitting === 'add'}
          >
            {CALL_TEXTS.transferButton}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
