import { Group, MultiSelect, Radio, Stack, Switch } from '@mantine/core';
import { DROPDOWN_TEXTS, SHARE_OPTION_LABELS } from '@parley/core/conditions/texts';
import {
  type ContactListForm,
  type ContactListFormErrors,
  changeShareBy,
  changeSharedTeams,
  SHARE_BY_OPTIONS,
  type ShareBy,
  toggleSharing,
} from '@parley/core/contact-lists/form';
import { CONTACT_LISTS_UI_TEXTS as TEXTS } from '../contact-lists-texts.ts';
import { useTeams } from '../hooks/useTeams.ts';

export type ContactListSharingFieldsProps = {
  form: ContactListForm;
  errors: ContactListFormErrors;
  disabled?: boolean;
  onChange: (form: ContactListForm) => void;
};

const isShareBy = (value: string): value is ShareBy =>
  (SHARE_BY_OPTIONS as readonly string[]).includes(value);

/**
 * Sharing (spec 002 §2, §4): the toggle, All Users or Specific Teams, and the teams. The field rules
 * (toggle on → All, off → cleared, another shareBy → no teams) are core's.
 */
export function ContactListSharingFields({
  form,
  errors,
  disabled,
  onChange,
}: ContactListSharingFieldsProps) {
  const teams = useTeams(form.shared);
  return (
    <Stack gap="sm">
      <Switch
        label={TEXTS.shareLabel}
        checked={form.shared}
        disabled={disabled}
        onChange={(event) => onChange(toggleSharing(form, event.currentTarget.checked))}
      />
      {form.shared && (
        <Radio.Group
          label={TEXTS.sharedWithLabel}
          withAsterisk
          value={form.shareBy ?? ''}
          error={errors.shareBy}
          onChange={(value) => onChange(changeShareBy(form, isShareBy(value) ? value : null))}
        >
          <Group mt={6}>
            {SHARE_BY_OPTIONS.map((option) => (
              <Radio key={option} value={option} label={SHARE_OPTION_LABELS[option]} disabled={disabled} />
            ))}
          </Group>
        </Radio.Group>
      )}
      {form.shared && form.shareBy === 'teams' && (
        <MultiSelect
          label={TEXTS.teamsLabel}
          withAsterisk
          data={(teams.data ?? []).map((team) => ({ value: team.id, label: team.name }))}
          value={form.sharedTeams}
          error={errors.sharedTeams}
          disabled={disabled}
          searchable
          nothingFoundMessage={teams.isLoading ? DROPDOWN_TEXTS.loading : DROPDOWN_TEXTS.noResults}
          onChange={(ids) => onChange(changeSharedTeams(form, ids))}
          maw={480}
        />
      )}
    </Stack>
  );
}
