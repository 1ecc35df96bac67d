import { Button, Group, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { dailyHoursInputSchema } from '@parley/core/compliance/compliance-input';
import { type DailyWindow, DEFAULT_DAILY_HOURS, WEEKDAYS } from '@parley/core/compliance/compliance-model';
import { WEEKDAY_LABELS } from '@parley/core/compliance/compliance-texts';
import { SETTINGS_TEXTS } from '@parley/core/settings/texts';
import type { ComplianceSettings } from '../api/compliance-api.ts';
import { CALL_RESTRICTIONS_TEXTS } from '../api/compliance-texts.ts';
import { schemaErrors } from '../hooks/useComplianceForm.ts';
import { showSaveError } from '../utils/form-errors.ts';

const TEXTS = CALL_RESTRICTIONS_TEXTS.hours;

export type CallRestrictionsHoursFormProps = {
  dailyHours: ComplianceSettings['dailyHours'];
  canEdit: boolean;
  onSubmit: (hours: DailyWindow[]) => Promise<unknown>;
};

type Values = { hours: DailyWindow[] };

/** Monday to Sunday, each from the server's answer or, when missing, the default window. */
function hoursFormValues(dailyHours: ComplianceSettings['dailyHours']): Values {
  return {
    hours: WEEKDAYS.map((weekday, index) => {
      const stored = dailyHours.find((window) => window.weekday === weekday);
      const fallback = DEFAULT_DAILY_HOURS[index] ?? { weekday, enabled: true, start: '08:00', end: '21:00' };
      return stored ? { ...stored, weekday } : fallback;
    }),
  };
}

const FIELD_LABELS: Record<string, string> = { start: TEXTS.start, end: TEXTS.end, weekday: TEXTS.weekday };

/** `hours.1.end` → "End"; the server names a window's field the same way. */
function labelOf(path: string): string | undefined {
  const field = path.split('.')[2];
  return field ? FIELD_LABELS[field] : undefined;
}

/** Every field of the seven windows, as the server names them, for its refusals. */
const SERVER_LABELS: Record<string, string> = Object.fromEntries(
  WEEKDAYS.flatMap((_, index) =>
    Object.entries(FIELD_LABELS).map(([field, label]) => [`hours.${index}.${field}`, label]),
  ),
);

/** The week's seven windows in one table, saved at once after the schema the server uses agrees. */
export function CallRestrictionsHoursForm({ dailyHours, canEdit, onSubmit }: CallRestrictionsHoursFormProps) {
  const form = useForm<Values>({
    initialValues: hoursFormValues(dailyHours),
    validate: (values) =>
      schemaErrors(dailyHoursInputSchema, values.hours, labelOf, (path) => `hours.${path.join('.')}`),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(values.hours);
      form.resetDirty(values);
    } catch (error) {
      showSaveError(form, error, SERVER_LABELS);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={TEXTS.title}>
      <Stack gap="md">
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs" aria-label={TEXTS.title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{TEXTS.weekday}</Table.Th>
                <Table.Th>{TEXTS.enabled}</Table.Th>
                <Table.Th>{TEXTS.start}</Table.Th>
                <Table.Th>{TEXTS.end}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {form.values.hours.map((window, index) => {
                const day = WEEKDAY_LABELS[window.weekday];
                const timesOff = !canEdit || !window.enabled;
                return (
                  <Table.Tr key={window.weekday}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {day}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={TEXTS.enabledLabel(day)}
                        disabled={!canEdit}
                        {...form.getInputProps(`hours.${index}.enabled`, { type: 'checkbox' })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={TEXTS.startLabel(day)}
                        placeholder="08:00"
                        w={120}
                        disabled={timesOff}
                        {...form.getInputProps(`hours.${index}.start`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={TEXTS.endLabel(day)}
                        placeholder="21:00"
                        w={120}
                        disabled={timesOff}
                        {...form.getInputProps(`hours.${index}.end`)}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {TEXTS.timeHint}
          </Text>
          {canEdit && (
            <Button type="submit" loading={form.submitting}>
              {SETTINGS_TEXTS.save}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
