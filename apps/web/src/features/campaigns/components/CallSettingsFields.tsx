// The call settings of the campaign editor (issue 14 editor; spec 001 §3 phoneCallCampaign).
import {
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { ABANDON_RATE_MAX, ABANDON_RATE_MIN, RATIO_CEILING_MIN } from '@parley/core/campaigns/campaign-input';
import {
  DIALING_MODES,
  MAX_PARALLEL_CALLS_MAX,
  PRIORITY_MAX,
  PRIORITY_STRATEGIES,
  RECORDING_TYPES,
} from '@parley/core/campaigns/campaign-model';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';
import { useQueueOptions } from '../hooks/useCampaignOptions.ts';
import type { CallDraft, NumberValue } from '../utils/campaign-draft.ts';
import type { FieldErrors } from '../utils/campaign-field-errors.ts';
import { FromNumberSelect } from './FromNumberSelect.tsx';
import { RetryPolicyFields } from './RetryPolicyFields.tsx';

export type CallSettingsFieldsProps = {
  call: CallDraft;
  errors: FieldErrors;
  onChange: (change: Partial<CallDraft>) => void;
};

const FORM = CAMPAIGNS_TEXTS.form;
const numberValue = (value: number | string): NumberValue => (typeof value === 'number' ? value : '');

/** A call campaign's settings (spec 001 §3 phoneCallCampaign). */
export function CallSettingsFields({ call, errors, onChange }: CallSettingsFieldsProps) {
  const queues = useQueueOptions(true);
  const queueOptions = (queues.data ?? []).map((queue) => ({ value: queue.sid, label: queue.friendlyName }));
  if (call.targetQueueSid && !queueOptions.some((option) => option.value === call.targetQueueSid))
    queueOptions.unshift({ value: call.targetQueueSid, label: call.targetQueueSid });
  const error = (field: keyof CallDraft) => errors[`phoneCall.${field}`];
  const text = (field: 'nickname' | 'scriptUrl' | 'eligibleOffer', label: string) => (
    <TextInput
      label={label}
      value={call[field]}
      error={error(field)}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
    />
  );
  return (
    <Card withBorder padding="lg" component="section" aria-label={FORM.call}>
      <Stack gap="md">
        <Title order={4}>{FORM.call}</Title>
        {text('nickname', FORM.nickname)}
        <FromNumberSelect
          channel="voice"
          value={call.fromNumber}
          error={error('fromNumber')}
          onChange={(fromNumber) => onChange({ fromNumber })}
        />
        <Switch
          label={FORM.overrideFromNumber}
          checked={call.overrideFromNumber}
          onChange={(event) => onChange({ overrideFromNumber: event.currentTarget.checked })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {FORM.dialingMode}
          </Text>
          <SegmentedControl
            aria-label={FORM.dialingMode}
            w="fit-content"
            value={call.dialingMode}
            onChange={(value) => {
              const mode = DIALING_MODES.find((candidate) => candidate === value);
              if (mode) onChange({ dialingMode: mode });
            }}
            data={DIALING_MODES.map((mode) => ({
              value: mode,
              label: CAMPAIGNS_TEXTS.dialingModes[mode].label,
            }))}
          />
          <Text size="xs" c="dimmed">
            {CAMPAIGNS_TEXTS.dialingModes[call.dialingMode].help}
          </Text>
        </Stack>
        <Select
          label={FORM.targetQueue}
          withAsterisk
          searchable
          data={queueOptions}
          value={call.targetQueueSid || null}
          error={error('targetQueueSid')}
          onChange={(value) => onChange({ targetQueueSid: value ?? '' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={FORM.maxParallelCalls}
            min={1}
            max={MAX_PARALLEL_CALLS_MAX}
            allowDecimal={false}
            value={call.maxParallelCalls}
            error={error('maxParallelCalls')}
            onChange={(value) => onChange({ maxParallelCalls: numberValue(value) })}
          />
          {call.dialingMode === 'predictive' && (
            <NumberInput
              label={FORM.ratioCeiling}
              description={FORM.ratioCeilingHelp}
              min={RATIO_CEILING_MIN}
              step={0.5}
              value={call.predictiveCallAgentRatioCeiling}
              error={error('predictiveCallAgentRatioCeiling')}
              onChange={(value) => onChange({ predictiveCallAgentRatioCeiling: numberValue(value) })}
            />
          )}
          <NumberInput
            label={FORM.targetAbandonRate}
            description={FORM.targetAbandonRateHelp}
            min={ABANDON_RATE_MIN}
            max={ABANDON_RATE_MAX}
            step={0.1}
            value={call.targetAbandonRate}
            error={error('targetAbandonRate')}
            onChange={(value) => onChange({ targetAbandonRate: numberValue(value) })}
          />
        </SimpleGrid>
        <Group grow align="flex-start">
          <NumberInput
            label={FORM.priority}
            min={0}
            max={PRIORITY_MAX}
            allowDecimal={false}
            value={call.priority}
            error={error('priority')}
            onChange={(value) => onChange({ priority: numberValue(value) })}
          />
          <Select
            label={FORM.priorityStrategy}
            data={PRIORITY_STRATEGIES.map((value) => ({
              value,
              label: CAMPAIGNS_TEXTS.priorityStrategies[value],
            }))}
            value={call.priorityStrategy}
            allowDeselect={false}
            onChange={(value) => {
              const strategy = PRIORITY_STRATEGIES.find((candidate) => candidate === value);
              if (strategy) onChange({ priorityStrategy: strategy });
            }}
          />
          <Select
            label={FORM.recordingType}
            data={RECORDING_TYPES.map((value) => ({ value, label: CAMPAIGNS_TEXTS.recordingTypes[value] }))}
            value={call.recordingType}
            allowDeselect={false}
            onChange={(value) => {
              const recording = RECORDING_TYPES.find((candidate) => candidate === value);
              if (recording) onChange({ recordingType: recording });
            }}
          />
        </Group>
        {text('scriptUrl', FORM.scriptUrl)}
        <Textarea
          label={FORM.voicemailInstructions}
          autosize
          minRows={2}
          value={call.voicemailInstructions}
          error={error('voicemailInstructions')}
          onChange={(event) => onChange({ voicemailInstructions: event.currentTarget.value })}
        />
        {text('eligibleOffer', FORM.eligibleOffer)}
        <NumberInput
          label={FORM.goal}
          min={1}
          allowDecimal={false}
          value={call.goal}
          error={error('goal')}
          onChange={(value) => onChange({ goal: numberValue(value) })}
          w={200}
        />
        <RetryPolicyFields
          policy={call.retryPolicy}
          errors={errors}
          onChange={(retryPolicy) => onChange({ retryPolicy })}
        />
      </Stack>
    </Card>
  );
}
