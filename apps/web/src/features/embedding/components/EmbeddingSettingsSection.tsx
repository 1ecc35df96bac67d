import { Button, Group, Paper, Stack, TagsInput, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { allowedParentOriginsSchema, EMBEDDING_SETTINGS_TEXTS } from '@parley/core/embedding/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccessToast } from '../../../shared/notifications/toasts.ts';
import { fieldRule } from '../../auth/utils/field-rule.ts';
import { QueryBoundary } from '../../settings/components/QueryBoundary.tsx';
import { showSaveError } from '../../settings/utils/form-errors.ts';
import { EMBEDDING_SETTINGS_QUERY_KEY, saveEmbeddingSettings } from '../api/embedding-settings-api.ts';
import { useEmbeddingSettings } from '../hooks/useEmbeddingSettings.ts';

const T = EMBEDDING_SETTINGS_TEXTS;
const originsRule = fieldRule(allowedParentOriginsSchema, T.originsLabel);
const SERVER_FIELDS = { allowedParentOrigins: T.originsLabel };

type FormValues = { allowedParentOrigins: string[] };

/**
 * Settings › General Settings › Embedding: the parent origins the embedded agent desktop talks to
 * (spec 001 §6 "Messages go only to the allowed parent origins"). docs/embedding.md.
 */
export function EmbeddingSettingsSection() {
  const settings = useEmbeddingSettings();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <div>
          <Title order={3}>{T.title}</Title>
          <Text size="sm" c="dimmed" maw={720}>
            {T.description}
          </Text>
        </div>
        <QueryBoundary query={settings} loadingLabel="Loading embedding settings">
          {(data) => <AllowedOriginsForm initial={data.allowedParentOrigins} />}
        </QueryBoundary>
      </Stack>
    </Paper>
  );
}

function AllowedOriginsForm({ initial }: { initial: string[] }) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    initialValues: { allowedParentOrigins: initial },
    validate: { allowedParentOrigins: originsRule },
  });
  const save = useMutation({
    mutationFn: saveEmbeddingSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(EMBEDDING_SETTINGS_QUERY_KEY, saved);
      // What was stored (normalised, without duplicates) becomes the form's new starting point.
      form.setInitialValues(saved);
      form.setValues(saved);
      showSuccessToast(T.saved);
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      showSaveError(form, error, SERVER_FIELDS);
    }
  });
  const origins = form.values.allowedParentOrigins;
  return (
    <form onSubmit={submit} noValidate aria-label={T.title}>
      <Stack gap="sm" maw={720}>
        <TagsInput
          label={T.originsLabel}
          description={T.originsDescription}
          placeholder={origins.length === 0 ? T.originsPlaceholder : undefined}
          splitChars={[',', ' ', '\n']}
          clearable
          {...form.getInputProps('allowedParentOrigins')}
        />
        {origins.length === 0 && (
          <Text size="sm" c="dimmed">
            {T.noOrigins}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
