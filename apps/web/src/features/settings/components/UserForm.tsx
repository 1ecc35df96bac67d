import {
  Button,
  Checkbox,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ROLES } from '@parley/core/auth/roles';
import { CAPACITY_CHANNELS } from '@parley/core/common/channels';
import { SETTINGS_TEXTS, USER_TEXTS } from '@parley/core/settings/texts';
import {
  CAPACITY_CHANNEL_LABELS,
  CHANNEL_CAPACITY_MAX,
  capacityValueSchema,
  initialPasswordSchema,
  optionalNameSchema,
  ROLE_LABELS,
  requiredNameSchema,
  userEmailSchema,
  userRolesSchema,
} from '@parley/core/users/user-inputs';
import { fieldRule } from '../../auth/utils/field-rule.ts';
import type { ManagedUser } from '../api/users-api.ts';
import { showSaveError } from '../utils/form-errors.ts';
import { USER_FIELD_LABELS, type UserFormValues, userFormValues } from '../utils/user-form-values.ts';

export type UserFormProps = {
  /** The user being edited; a new user when absent. */
  user?: ManagedUser;
  skills: { value: string; label: string }[];
  teams: { value: string; label: string }[];
  /** Only admins may give the admin role. */
  canGrantAdmin: boolean;
  /** Saves; a rejection is shown under the field it names, else as a toast. */
  onSubmit: (values: UserFormValues) => Promise<unknown>;
  onCancel: () => void;
};

const passwordRule = fieldRule(initialPasswordSchema, USER_TEXTS.password);

const capacityRules = Object.fromEntries(
  CAPACITY_CHANNELS.map((channel) => [
    channel,
    fieldRule(capacityValueSchema, CAPACITY_CHANNEL_LABELS[channel]),
  ]),
);

/**
 * A user's names, address, roles, skills, teams and channel capacity. Validated on submit with the
 * server's rules; a field's error clears when it changes (spec 000 §5); required fields have a star.
 */
export function UserForm({ user, skills, teams, canGrantAdmin, onSubmit, onCancel }: UserFormProps) {
  const isNew = user === undefined;
  const form = useForm<UserFormValues>({
    initialValues: userFormValues(user),
    validate: {
      firstName: fieldRule(requiredNameSchema, USER_TEXTS.firstName),
      lastName: fieldRule(optionalNameSchema, USER_TEXTS.lastName),
      email: fieldRule(userEmailSchema, USER_TEXTS.email),
      roles: fieldRule(userRolesSchema, USER_TEXTS.roles),
      password: (value) => (value === '' ? null : passwordRule(value)),
      channelCapacity: capacityRules,
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(values);
      form.resetDirty(values);
    } catch (error) {
      showSaveError(form, error, USER_FIELD_LABELS);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={760}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={USER_TEXTS.firstName} withAsterisk {...form.getInputProps('firstName')} />
          <TextInput label={USER_TEXTS.lastName} {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label={USER_TEXTS.email} type="email" withAsterisk {...form.getInputProps('email')} />
        <Checkbox.Group label={USER_TEXTS.roles} withAsterisk {...form.getInputProps('roles')}>
          <Group mt="xs">
            {ROLES.map((role) => (
              <Checkbox
                key={role}
                value={role}
                label={ROLE_LABELS[role]}
                disabled={role === 'admin' && !canGrantAdmin}
              />
            ))}
          </Group>
        </Checkbox.Group>
        {isNew && (
          <Stack gap="xs">
            <PasswordInput
              label={USER_TEXTS.password}
              description={USER_TEXTS.passwordHint}
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            {form.values.password === '' && (
              <Checkbox
                label={USER_TEXTS.sendPasswordEmailOnCreate}
                {...form.getInputProps('sendPasswordEmail', { type: 'checkbox' })}
              />
            )}
          </Stack>
        )}
        <MultiSelect
          label={USER_TEXTS.skills}
          data={skills}
          searchable
          clearable
          nothingFoundMessage="No such skill"
          {...form.getInputProps('skillIds')}
        />
        <MultiSelect
          label={USER_TEXTS.teams}
          data={teams}
          searchable
          clearable
          nothingFoundMessage="No such team"
          {...form.getInputProps('teamIds')}
        />
        <Stack gap={2} role="group" aria-labelledby="channel-capacity-label">
          <Input.Label id="channel-capacity-label">{USER_TEXTS.capacity}</Input.Label>
          <Input.Description>{USER_TEXTS.capacityHint}</Input.Description>
          <SimpleGrid cols={{ base: 2, sm: 5 }} mt={4}>
            {CAPACITY_CHANNELS.map((channel) => (
              <NumberInput
                key={channel}
                label={CAPACITY_CHANNEL_LABELS[channel]}
                min={0}
                max={CHANNEL_CAPACITY_MAX}
                allowDecimal={false}
                allowNegative={false}
                withAsterisk
                {...form.getInputProps(`channelCapacity.${channel}`)}
              />
            ))}
          </SimpleGrid>
        </Stack>
        <Group>
          <Button type="submit" loading={form.submitting}>
            {isNew ? USER_TEXTS.createUser : SETTINGS_TEXTS.save}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {SETTINGS_TEXTS.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
