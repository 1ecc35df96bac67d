import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SETTINGS_TEXTS } from '@parley/core/settings/texts';
import { requiredNameSchema } from '@parley/core/users/user-inputs';
import { fieldRule } from '../../auth/utils/field-rule.ts';
import type { GroupDetail, GroupInput } from '../api/groups-api.ts';
import { showSaveError } from '../utils/form-errors.ts';
import { UserMultiSelect } from './UserMultiSelect.tsx';

export type GroupFormProps = {
  group?: GroupDetail;
  nameLabel: string;
  usersLabel: string;
  /** The server's name of the users field: memberIds (teams) or userIds (skills). */
  usersField: 'memberIds' | 'userIds';
  submitLabel: string;
  onSubmit: (input: GroupInput) => Promise<unknown>;
  onCancel: () => void;
};

/** A team's or a skill's name and its users, validated on submit (spec 000 §5). */
export function GroupForm(props: GroupFormProps) {
  const { group, nameLabel, usersLabel, usersField, submitLabel, onSubmit, onCancel } = props;
  const form = useForm<GroupInput>({
    initialValues: { name: group?.name ?? '', userIds: group?.users.map((user) => user.id) ?? [] },
    validate: { name: fieldRule(requiredNameSchema, nameLabel) },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit({ name: values.name.trim(), userIds: values.userIds });
      form.resetDirty(values);
    } catch (error) {
      // The server names the users field memberIds or userIds; the form calls it userIds.
      showSaveError(form, error, { name: nameLabel, [usersField]: usersLabel }, { [usersField]: 'userIds' });
    }
  });
  const users = form.getInputProps('userIds');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={640}>
        <TextInput label={nameLabel} withAsterisk {...form.getInputProps('name')} />
        <UserMultiSelect
          label={usersLabel}
          value={form.values.userIds}
          onChange={(ids) => form.setFieldValue('userIds', ids)}
          initialUsers={group?.users ?? []}
          error={users.error}
        />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {SETTINGS_TEXTS.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
