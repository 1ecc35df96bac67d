import {
  Alert,
  Button,
  Group,
  Loader,
  type OptionsFilter,
  Select,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import { BRAND_PHONE_NUMBER_TEXTS } from '@parley/core/phone-numbers/brand-phone-numbers';
import { IconAlertTriangle, IconArrowLeft, IconPhoneOutgoing } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDeskAgent } from '../../agent-desktop/hooks/useDeskAgent.ts';
import { useSession } from '../../auth/hooks/useSession.ts';
import { type BrandVoiceNumber, fetchBrandVoiceNumbers } from '../api/outbound-call-api.ts';
import { useActiveConference } from '../hooks/useConferenceForTask.ts';
import { DYNAMIC_FROM_NUMBER, dynamicFromNumber, filterFromNumbers } from '../utils/from-number.ts';
import { CALL_TEXTS, VOICE_SPEC_TEXTS } from '../voice-texts.ts';

const NO_NUMBERS: BrandVoiceNumber[] = [];

function optionOf(number: BrandVoiceNumber) {
  return {
    value: number.phoneNumber,
    label:
      number.label === number.phoneNumber
        ? formatPhoneForDisplay(number.phoneNumber)
        : `${number.label} · ${formatPhoneForDisplay(number.phoneNumber)}`,
  };
}

export type FromNumberStepProps = {
  /** Who is called: the number chosen in step 1, and the contact's name. */
  contactPhone: string;
  contactName: string;
  onBack: () => void;
  /** Go: the number to call from (the dynamic choice already resolved). */
  onGo: (from: BrandVoiceNumber) => void;
};

/**
 * Dial pad step 2 (spec 001 §2): 'Select phone number to dial/message from' — the brand's numbers
 * that place calls (getCommunicationSources, Settings › Active Phone Numbers), searchable (by digits
 * when the text is phone-like, else by name), and 'Set dynamically based on contact profile' — then
 * Go. A brand without a number says so plainly, and a failed load offers a retry; Go needs a number.
 * Go is refused with the spec's hint while the agent is on another call (unless `multipleCalls`) or
 * not in an available status.
 */
export function FromNumberStep({ contactPhone, contactName, onBack, onGo }: FromNumberStepProps) {
  const numbers = useQuery({
    queryKey: ['voice', 'brand-numbers', 'voice'],
    queryFn: ({ signal }) => fetchBrandVoiceNumbers(signal),
  });
  const [choice, setChoice] = useState<string | null>(DYNAMIC_FROM_NUMBER);
  const flags = useSession().profile?.featureFlags;
  const agent = useDeskAgent().data;
  const activeConference = useActiveConference();
  const available =
    agent?.availableStatuses.find((status) => status.name === agent.status)?.available ?? true;
  const hint =
    activeConference && !flags?.multipleCalls
      ? VOICE_SPEC_TEXTS.activeConference
      : !available
        ? VOICE_SPEC_TEXTS.callNeedsAvailableStatus
        : null;

  const number = formatPhoneForDisplay(contactPhone);
  const who = contactName === number ? number : `${contactName} · ${number}`;
  const list = numbers.data ?? NO_NUMBERS;
  // Stable between renders: Mantine puts the chosen label back in the search box when `data` changes.
  const options = useMemo(
    () => [{ value: DYNAMIC_FROM_NUMBER, label: VOICE_SPEC_TEXTS.dynamicFromNumber }, ...list.map(optionOf)],
    [list],
  );
  // spec 001 §5: by digits when the text is phone-like, else by name (the dynamic choice by its name).
  const filter: OptionsFilter = ({ options: all, search }) => {
    const matching = new Set(filterFromNumbers(list, search).map((number) => number.phoneNumber));
    const dynamic = filterFromNumbers(
      [{ phoneNumber: '', label: VOICE_SPEC_TEXTS.dynamicFromNumber }],
      search,
    );
    return all.filter(
      (option) =>
        'value' in option &&
        (option.value === DYNAMIC_FROM_NUMBER ? dynamic.length > 0 : matching.has(option.value)),
    );
  };
  const chosen: BrandVoiceNumber | null =
    choice === DYNAMIC_FROM_NUMBER
      ? dynamicFromNumber(contactPhone, list)
      : (list.find((number) => number.phoneNumber === choice) ?? null);

  return (
    <Stack gap="md">
      <Text size="sm">{CALL_TEXTS.dialPadCalling(who)}</Text>
      {numbers.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          <Stack gap="xs" align="flex-start">
            {BRAND_PHONE_NUMBER_TEXTS.loadFailed}
            <Button size="xs" variant="light" color="red" onClick={() => void numbers.refetch()}>
              {BRAND_PHONE_NUMBER_TEXTS.retry}
            </Button>
          </Stack>
        </Alert>
      ) : numbers.isSuccess && list.length === 0 ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {BRAND_PHONE_NUMBER_TEXTS.noneForChannel('voice')}
        </Alert>
      ) : (
        <Select
          label={VOICE_SPEC_TEXTS.selectFromNumber}
          data={options}
          value={choice}
          onChange={setChoice}
          searchable
          filter={filter}
          nothingFoundMessage={VOICE_SPEC_TEXTS.noMatchingPhoneNumbers}
          allowDeselect={false}
          disabled={numbers.isPending}
          rightSection={
            numbers.isPending ? (
              <Loader size="xs" aria-label={BRAND_PHONE_NUMBER_TEXTS.loadingNumbers} />
            ) : undefined
          }
          data-autofocus
        />
      )}
      <Group justify="space-between">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          {CALL_TEXTS.dialPadBack}
        </Button>
        <Tooltip label={hint} disabled={hint === null}>
          <Button
            leftSection={<IconPhoneOutgoing size={16} aria-hidden />}
            data-disabled={hint !== null || !chosen || undefined}
            aria-disabled={hint !== null || !chosen || undefined}
            onClick={(event) => {
              if (hint !== null || !chosen) event.preventDefault();
              else onGo(chosen);
            }}
          >
            {VOICE_SPEC_TEXTS.go}
          </Button>
        </Tooltip>
      </Group>
    </Stack>
  );
}
