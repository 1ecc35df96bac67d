// A call campaign's retries per outcome (issue 14 editor, Call).
import { Group, NumberInput, Stack, Text } from '@mantine/core';
import { RETRY_ATTEMPTS_MAX, RETRY_INTERVAL_MINUTES_MAX } from '@parley/core/campaigns/campaign-input';
import { RETRIED_OUTCOMES, type RetryPolicy } from '@parley/core/campaigns/campaign-model';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';
import type { FieldErrors } from '../utils/campaign-field-errors.ts';

export type RetryPolicyFieldsProps = {
  policy: RetryPolicy;
  errors: FieldErrors;
  onChange: (policy: RetryPolicy) => void;
};

const FORM = CAMPAIGNS_TEXTS.form;

/**
 * Retries per outcome (busy, no answer, failed): attempts and minutes between. A blank number is sent
 * as 0 so the schema names it ("must be a whole number from 1 to 10").
 */
export function RetryPolicyFields({ policy, errors, onChange }: RetryPolicyFieldsProps) {
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {FORM.retries}
      </Text>
      <Text size="xs" c="dimmed">
        {FORM.retriesHelp}
      </Text>
      {RETRIED_OUTCOMES.map((outcome) => {
        const label = CAMPAIGNS_TEXTS.retriedOutcomes[outcome];
        const rule = policy[outcome];
        const path = `phoneCall.retryPolicy.${outcome}`;
        return (
          <Group key={outcome} gap="sm" align="flex-start" wrap="nowrap">
            <Text size="sm" w={100} mt={6}>
              {label}
            </Text>
            <NumberInput
              aria-label={`${label} ${FORM.attempts}`}
              placeholder={FORM.attempts}
              min={1}
              max={RETRY_ATTEMPTS_MAX}
              allowDecimal={false}
              value={rule.maxAttempts}
              error={errors[`${path}.maxAttempts`]}
              onChange={(value) =>
                onChange({
                  ...policy,
                  [outcome]: { ...rule, maxAttempts: typeof value === 'number' ? value : 0 },
                })
              }
              w={140}
              rightSection={
                <Text size="xs" c="dimmed">
                  {FORM.attempts}
                </Text>
              }
              rightSectionWidth={70}
            />
            <NumberInput
              aria-label={`${label} ${FORM.minutesBetween}`}
              min={1}
              max={RETRY_INTERVAL_MINUTES_MAX}
              allowDecimal={false}
              value={rule.intervalMinutes}
              error={errors[`${path}.intervalMinutes`]}
              onChange={(value) =>
                onChange({
                  ...policy,
                  [outcome]: { ...rule, intervalMinutes: typeof value === 'number' ? value : 0 },
                })
              }
              w={200}
              rightSection={
                <Text size="xs" c="dimmed">
                  {FORM.minutesBetween}
                </Text>
              }
              rightSectionWidth={110}
            />
          </Group>
        );
      })}
    </Stack>
  );
}
