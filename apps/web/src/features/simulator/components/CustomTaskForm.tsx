import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CUSTOM_TASK_MAX_ATTRIBUTES, simulatorCustomTaskInput } from '@parley/core/simulator/inputs';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { showErrorToastFor, showSuccessToast } from '../../../shared/notifications/toasts.ts';
import { useCreateCustomTask } from '../hooks/useCreateCustomTask.ts';
import { SIMULATOR_TEXTS } from '../simulator-texts.ts';
import { issueText } from '../utils/issue-text.ts';
import { type AttributeRow, duplicateKeyRows, toAttributes } from '../utils/to-attributes.ts';

type CustomTaskValues = { title: string; priority: number | string; attributes: AttributeRow[] };

const EMPTY_ROW: AttributeRow = { key: '', value: '' };

/** Creates a custom task with a title, an optional priority and key/value attributes. */
export function CustomTaskForm() {
  const create = useCreateCustomTask();
  const form = useForm<CustomTaskValues>({
    initialValues: { title: '', priority: '', attributes: [{ ...EMPTY_ROW }] },
    validate: (values) => {
      const errors: Record<string, string | null> = {
        title: issueText(SIMULATOR_TEXTS.titleLabel, simulatorCustomTaskInput.shape.title, values.title),
        priority:
          values.priority === ''
            ? null
            : issueText(
                SIMULATOR_TEXTS.priorityLabel,
                simulatorCustomTaskInput.shape.priority,
                values.priority,
              ),
      };
      for (const index of duplicateKeyRows(values.attributes))
        errors[`attributes.${index}.key`] = SIMULATOR_TEXTS.duplicateKey;
      return errors;
    },
  });

  const submit = form.onSubmit((values) => {
    const attributes = toAttributes(values.attributes);
    create.mutate(
      {
        title: values.title.trim(),
        ...(typeof values.priority === 'number' ? { priority: values.priority } : {}),
        ...(Object.keys(attributes).length ? { attributes } : {}),
      },
      {
        onSuccess: ({ taskSid }) => {
          showSuccessToast(SIMULATOR_TEXTS.customTaskCreated(taskSid));
          form.reset();
        },
        onError: (error) => {
          if (isApiError(error) && error.handled) return;
          if (isApiError(error) && (error.field === 'title' || error.field === 'priority'))
            form.setFieldError(error.field, error.message);
          else showErrorToastFor(error);
        },
      },
    );
  });

  const rows = form.getValues().attributes;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={SIMULATOR_TEXTS.titleLabel} withAsterisk {...form.getInputProps('title')} />
        <NumberInput
          label={SIMULATOR_TEXTS.priorityLabel}
          description={SIMULATOR_TEXTS.priorityDescription}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('priority')}
        />
        <div>
          <Text size="sm" fw={500}>
            {SIMULATOR_TEXTS.attributesLabel}
          </Text>
          <Text size="xs" c="dimmed" mb={6}>
            {SIMULATOR_TEXTS.attributesDescription}
          </Text>
          <Stack gap={6}>
            {rows.map((_row, index) => (
              // Rows have no identity of their own; their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  aria-label={`${SIMULATOR_TEXTS.attributeKeyLabel} ${index + 1}`}
                  placeholder={SIMULATOR_TEXTS.attributeKeyLabel}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`attributes.${index}.key`)}
                />
                <TextInput
                  aria-label={`${SIMULATOR_TEXTS.attributeValueLabel} ${index + 1}`}
                  placeholder={SIMULATOR_TEXTS.attributeValueLabel}
                  style={{ flex: 2 }}
                  {...form.getInputProps(`attributes.${index}.value`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={SIMULATOR_TEXTS.removeAttribute(index)}
                  onClick={() => form.removeListItem('attributes', index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
          <Button
            mt="xs"
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={rows.length >= CUSTOM_TASK_MAX_ATTRIBUTES}
            onClick={() => form.insertListItem('attributes', { ...EMPTY_ROW })}
          >
            {SIMULATOR_TEXTS.addAttribute}
          </Button>
        </div>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {SIMULATOR_TEXTS.createTaskButton}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
