import { Anchor, Autocomplete, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DEFAULT_VARIANT,
  KNOWN_TASK_TITLES,
} from '@parley/core/agent-desktop-settings/task-preference-defaults';
import {
  TASK_PREFERENCE_KEYS,
  TASK_PREFERENCE_LABELS,
  type TaskPreferenceOverrides,
  variantSchema,
} from '@parley/core/agent-desktop-settings/task-preferences';
import { TASK_PREFERENCE_TEXTS } from '@parley/core/settings/texts';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { fieldRule } from '../../auth/utils/field-rule.ts';
import type { TaskPreferenceVariant } from '../api/task-preferences-api.ts';
import { QueryBoundary } from '../components/QueryBoundary.tsx';
import { SettingsPageLayout } from '../components/SettingsPageLayout.tsx';
import { useTaskPreferences } from '../hooks/useSettingsQueries.ts';
import { SETTINGS_PATHS } from '../utils/settings-paths.ts';

function overriddenLabels(overrides: TaskPreferenceOverrides): string[] {
  return TASK_PREFERENCE_KEYS.filter((key) => overrides[key] !== undefined).map(
    (key) => TASK_PREFERENCE_LABELS[key].label,
  );
}

/** /settings/agent-desktop/task-preferences: the defaults and each variant (a task title) that changes some. */
export function TaskPreferencesPage() {
  const settings = useTaskPreferences();
  return (
    <SettingsPageLayout
      title={useRouteTitle('Task Preferences')}
      description={TASK_PREFERENCE_TEXTS.description}
    >
      <QueryBoundary query={settings} loadingLabel="Loading task preferences">
        {(data) => (
          <Stack gap="lg">
            <Paper withBorder radius="md" p="md">
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Variant</Table.Th>
                    <Table.Th>Applies to</Table.Th>
                    <Table.Th>{TASK_PREFERENCE_TEXTS.overrides}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  <VariantRow entry={data.defaults} />
                  {data.variants.map((entry) => (
                    <VariantRow key={entry.variant} entry={entry} />
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
            <AddVariantForm existing={data.variants.map((entry) => entry.variant)} />
          </Stack>
        )}
      </QueryBoundary>
    </SettingsPageLayout>
  );
}

function VariantRow({ entry }: { entry: TaskPreferenceVariant }) {
  const isDefault = entry.variant === DEFAULT_VARIANT;
  const overridden = overriddenLabels(entry.overrides);
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={SETTINGS_PATHS.taskPreferenceVariant(entry.variant)} fw={500}>
          {isDefault ? TASK_PREFERENCE_TEXTS.defaultsName : entry.variant}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed">
          {isDefault ? TASK_PREFERENCE_TEXTS.defaultsHint : TASK_PREFERENCE_TEXTS.variantHint(entry.variant)}
        </Text>
      </Table.Td>
      <Table.Td>
        {isDefault ? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ) : overridden.length === 0 ? (
          <Text size="sm" c="dimmed">
            {TASK_PREFERENCE_TEXTS.nothingOverridden}
          </Text>
        ) : (
          <Group gap={4}>
            {overridden.map((label) => (
              <Badge key={label} variant="light" tt="none">
                {label}
              </Badge>
            ))}
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

const variantRule = fieldRule(variantSchema, TASK_PREFERENCE_TEXTS.variantLabel);

/** Picks a task title; its page opens and the variant exists once saved there. */
function AddVariantForm({ existing }: { existing: string[] }) {
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { variant: '' },
    validate: {
      variant: (value) =>
        variantRule(value) ??
        (value.trim().toLowerCase() === DEFAULT_VARIANT ? `"${DEFAULT_VARIANT}" names the defaults` : null),
    },
  });
  const submit = form.onSubmit(({ variant }) =>
    navigate(SETTINGS_PATHS.taskPreferenceVariant(variant.trim())),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm">
        <Autocomplete
          aria-label={TASK_PREFERENCE_TEXTS.variantLabel}
          placeholder={TASK_PREFERENCE_TEXTS.variantPlaceholder}
          data={KNOWN_TASK_TITLES.filter((title) => !existing.includes(title))}
          withAsterisk
          w={320}
          {...form.getInputProps('variant')}
        />
        <Button type="submit" variant="light" leftSection={<IconPlus size={16} aria-hidden />}>
          {TASK_PREFERENCE_TEXTS.addVariant}
        </Button>
      </Group>
    </form>
  );
}
