import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ContactAttributePicker } from './ContactAttributePicker.tsx';

export type NamedValue = { name: string; value: string };

export type NamedValuesInputProps = {
  label: string;
  value: readonly NamedValue[];
  onChange: (value: NamedValue[]) => void;
  errorOf: (index: number, field: 'name' | 'value') => string | undefined;
  readOnly: boolean;
};

/** Name / value pairs (task attributes, webhook headers); values may hold {{ }} fields. */
export function NamedValuesInput({ label, value, onChange, errorOf, readOnly }: NamedValuesInputProps) {
  const change = (index: number, patch: Partial<NamedValue>) =>
    onChange(value.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
  return (
    <Stack gap={4} role="group" aria-label={label}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {value.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their order is their identity
        <Group key={index} gap={4} align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={`${label} ${index + 1} name`}
            placeholder="Name"
            value={entry.name}
            readOnly={readOnly}
            error={errorOf(index, 'name')}
            onChange={(event) => change(index, { name: event.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <TextInput
            aria-label={`${label} ${index + 1} value`}
            placeholder="Value"
            value={entry.value}
            readOnly={readOnly}
            error={errorOf(index, 'value')}
            onChange={(event) => change(index, { value: event.currentTarget.value })}
            style={{ flex: 1 }}
          />
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Remove ${label} ${index + 1}`}
              onClick={() => onChange(value.filter((_, at) => at !== index))}
              mt={4}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {!readOnly && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...value, { name: '', value: '' }])}
          w="fit-content"
        >
          Add
        </Button>
      )}
    </Stack>
  );
}

export type ContactUpdate = { propertyName: string; action: 'set' | 'unset'; value: string };

export type ContactUpdatesInputProps = {
  value: readonly ContactUpdate[];
  onChange: (value: ContactUpdate[]) => void;
  errorOf: (index: number, field: 'propertyName' | 'value') => string | undefined;
  readOnly: boolean;
};

/** The contact attributes an update-contact step sets or unsets. */
export function ContactUpdatesInput({ value, onChange, errorOf, readOnly }: ContactUpdatesInputProps) {
  const change = (index: number, patch: Partial<ContactUpdate>) =>
    onChange(value.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
  return (
    <Stack gap={6} role="group" aria-label="Contact fields">
      <Text size="sm" fw={500}>
        Contact fields
      </Text>
      {value.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their order is their identity
        <Stack key={index} gap={4}>
          <Group gap={4} align="flex-start" wrap="nowrap">
            <ContactAttributePicker
              label={`Contact field ${index + 1}`}
              value={entry.propertyName}
              readOnly={readOnly}
              error={errorOf(index, 'propertyName')}
              onChange={(propertyName) => change(index, { propertyName })}
            />
            <Select
              aria-label={`Contact field ${index + 1} action`}
              data={[
                { value: 'set', label: 'Set' },
                { value: 'unset', label: 'Unset' },
              ]}
              value={entry.action}
              readOnly={readOnly}
              allowDeselect={false}
              onChange={(action) => change(index, { action: action === 'unset' ? 'unset' : 'set' })}
              w={90}
            />
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Remove contact field ${index + 1}`}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
                mt={4}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
          {entry.action === 'set' && (
            <TextInput
              aria-label={`Contact field ${index + 1} value`}
              placeholder="New value, may use {{ contact.firstName }}"
              value={entry.value}
              readOnly={readOnly}
              error={errorOf(index, 'value')}
              onChange={(event) => change(index, { value: event.currentTarget.value })}
            />
          )}
        </Stack>
      ))}
      {!readOnly && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...value, { propertyName: '', action: 'set', value: '' }])}
          w="fit-content"
        >
          Add a contact field
        </Button>
      )}
    </Stack>
  );
}
