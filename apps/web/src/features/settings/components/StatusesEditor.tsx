import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { SETTINGS_TEXTS, STATUS_TEXTS } from '@parley/core/settings/texts';
import { requiredNameSchema } from '@parley/core/users/user-inputs';
import { IconPencil, IconStatusChange } from '@tabler/icons-react';
import { useState } from 'react';
import { fieldRule } from '../../auth/utils/field-rule.ts';
import type { BrandStatus } from '../api/statuses-api.ts';
import { useStatuses } from '../hooks/useSettingsQueries.ts';
import { useStatusCommands } from '../hooks/useStatusCommands.ts';
import { showSaveError } from '../utils/form-errors.ts';
import { ConfirmDeleteButton } from './ConfirmDeleteButton.tsx';
import { EmptyListState } from './EmptyListState.tsx';
import { InlineNameForm } from './InlineNameForm.tsx';
import { QueryBoundary } from './QueryBoundary.tsx';
import { moved, ReorderButtons } from './ReorderButtons.tsx';

const NAME_LABEL = 'Status name';

/** Brand.availableStatuses (spec 000 §3), edited in place: add, rename, switch availability, reorder, delete. */
export function StatusesEditor() {
  const statuses = useStatuses();
  const commands = useStatusCommands();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <div>
          <Title order={3}>{STATUS_TEXTS.title}</Title>
          <Text size="sm" c="dimmed" maw={720}>
            {STATUS_TEXTS.description}
          </Text>
        </div>
        <QueryBoundary query={statuses} loadingLabel="Loading statuses">
          {(items) =>
            items.length === 0 ? (
              <EmptyListState
                text={STATUS_TEXTS.empty}
                icon={<IconStatusChange size={28} stroke={1.5} aria-hidden />}
              />
            ) : (
              <Stack
                gap={0}
                component="ol"
                m={0}
                p={0}
                aria-label={STATUS_TEXTS.title}
                style={{ listStyle: 'none' }}
              >
                {items.map((status, index) => (
                  <Group
                    key={status.id}
                    component="li"
                    justify="space-between"
                    wrap="nowrap"
                    py="xs"
                    style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                  >
                    {editing === status.id ? (
                      <div style={{ flex: 1 }}>
                        <InlineNameForm
                          label={NAME_LABEL}
                          initialName={status.name}
                          autoFocus
                          onCancel={() => setEditing(null)}
                          onSubmit={async (name) => {
                            await commands.update.mutateAsync({ id: status.id, input: { name } });
                            setEditing(null);
                          }}
                        />
                      </div>
                    ) : (
                      <>
                        <Group gap="sm" wrap="nowrap" miw={0}>
                          <Badge variant="light" color="gray" w={36} aria-hidden>
                            {index + 1}
                          </Badge>
                          <Text truncate>{status.name}</Text>
                        </Group>
                        <Group gap="md" wrap="nowrap">
                          <AvailabilitySwitch
                            status={status}
                            onChange={(available) =>
                              commands.update.mutate({ id: status.id, input: { available } })
                            }
                          />
                          <Group gap={4} wrap="nowrap">
                            <ReorderButtons
                              name={status.name}
                              index={index}
                              count={items.length}
                              disabled={commands.reorder.isPending}
                              onMove={(from, to) => commands.reorder.mutate(moved(items, from, to))}
                            />
                            <Tooltip label={SETTINGS_TEXTS.edit} openDelay={400}>
                              <ActionIcon
                                variant="subtle"
                                color="gray"
                                aria-label={`Edit ${status.name}`}
                                onClick={() => setEditing(status.id)}
                              >
                                <IconPencil size={16} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                            <ConfirmDeleteButton
                              iconLabel={`Delete ${status.name}`}
                              title={`Delete "${status.name}"?`}
                              body="Agents in this status move to the first unavailable status."
                              onConfirm={() => commands.remove.mutate(status.id)}
                            />
                          </Group>
                        </Group>
                      </>
                    )}
                  </Group>
                ))}
              </Stack>
            )
          }
        </QueryBoundary>
        <NewStatusForm onSubmit={(input) => commands.create.mutateAsync(input)} />
      </Stack>
    </Paper>
  );
}

function AvailabilitySwitch({
  status,
  onChange,
}: {
  status: BrandStatus;
  onChange: (available: boolean) => void;
}) {
  return (
    <Switch
      checked={status.available}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={status.available ? STATUS_TEXTS.available : STATUS_TEXTS.unavailable}
      aria-label={`${status.name} is available`}
      w={130}
    />
  );
}

function NewStatusForm({
  onSubmit,
}: {
  onSubmit: (input: { name: string; available: boolean }) => Promise<unknown>;
}) {
  const form = useForm({
    initialValues: { name: '', available: false },
    validate: { name: fieldRule(requiredNameSchema, NAME_LABEL) },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit({ name: values.name.trim(), available: values.available });
      form.reset();
    } catch (error) {
      showSaveError(form, error, { name: NAME_LABEL, available: STATUS_TEXTS.available });
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          aria-label={NAME_LABEL}
          placeholder={STATUS_TEXTS.newStatus}
          withAsterisk
          flex={1}
          {...form.getInputProps('name')}
        />
        <Checkbox
          mt={8}
          label={STATUS_TEXTS.available}
          {...form.getInputProps('available', { type: 'checkbox' })}
        />
        <Button type="submit" loading={form.submitting}>
          {SETTINGS_TEXTS.add}
        </Button>
      </Group>
    </form>
  );
}
