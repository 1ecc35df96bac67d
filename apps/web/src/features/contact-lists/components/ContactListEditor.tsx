import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { joinTypesFor } from '@parley/core/conditions/operators';
import { savedViewInputFromForm } from '@parley/core/contact-lists/form';
import { CONTACT_LIST_NAME_MAX_LENGTH } from '@parley/core/contact-lists/limits';
import { useSession } from '../../auth/hooks/useSession.ts';
import { ConditionBuilder } from '../../condition-builder/components/ConditionBuilder.tsx';
import { JoinTypeControl } from '../../condition-builder/components/JoinTypeControl.tsx';
import type { SavedView } from '../api/contact-lists-api.ts';
import { CONTACT_LISTS_UI_TEXTS as TEXTS } from '../contact-lists-texts.ts';
import { useContactListForm } from '../hooks/useContactListForm.ts';
import { useContactListMutations } from '../hooks/useContactListMutations.ts';
import { useSortOptions } from '../hooks/useSortOptions.ts';
import { ContactListSharingFields } from './ContactListSharingFields.tsx';
import { ContactListSortFields } from './ContactListSortFields.tsx';
import { DeleteContactListButton } from './DeleteContactListButton.tsx';

export type ContactListEditorProps = {
  /** The stored list; null for a new one. */
  view: SavedView | null;
  /** spec 002 §6: otherwise the form is read-only and Save and Delete are disabled. */
  canEdit: boolean;
  /** The user's own private list names (spec 002 §5 "Name is already in use"). */
  ownPrivateNames: readonly string[];
};

/**
 * The contact-list editor (spec 002 §2): name, join type, conditions, sort, sharing, Save and
 * Delete. Rules are core's (validation, sharing field changes, keyType on save); this lays them out.
 */
export function ContactListEditor({ view, canEdit, ownPrivateNames }: ContactListEditorProps) {
  const flags = useSession().profile?.featureFlags;
  const editor = useContactListForm(view, ownPrivateNames);
  const { form, change } = editor;
  const sort = useSortOptions();
  const mutations = useContactListMutations({
    onFieldRefusal: (refusal) => {
      if (refusal.field === 'name') editor.refuseName(refusal.message);
    },
  });
  const readOnly = !canEdit;
  const showNorOperator = flags?.showNorOperator ?? false;
  // spec 002 §6: sharing is behind canShareContactLists; a list already shared still shows how.
  const showSharing = (flags?.canShareContactLists ?? false) || form.shared;

  const save = () => {
    if (!editor.attemptSave()) return;
    // spec 002 §4: on save the sort field's type is copied into keyType (core's conversion).
    const variables = savedViewInputFromForm(form, sort.options);
    if (view) mutations.update.mutate({ id: view.id, variables });
    else mutations.create.mutate(variables);
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={TEXTS.editorTitle}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="md">
          {readOnly && (
            <Text size="sm" c="dimmed">
              {TEXTS.readOnlyNotice}
            </Text>
          )}
          <TextInput
            label={TEXTS.nameLabel}
            withAsterisk
            maxLength={CONTACT_LIST_NAME_MAX_LENGTH}
            value={form.name}
            error={editor.nameError}
            readOnly={readOnly}
            onChange={(event) => change({ ...form, name: event.currentTarget.value })}
            maw={480}
          />
          <JoinTypeControl
            label={TEXTS.joinTypeLabel}
            value={form.joinType}
            options={joinTypesFor({ showNorOperator })}
            disabled={readOnly}
            onChange={(joinType) => change({ ...form, joinType })}
          />
          <ConditionBuilder
            value={{ joinType: form.joinType, groups: form.dynamicConditions }}
            onChange={(tree) => change({ ...form, joinType: tree.joinType, dynamicConditions: tree.groups })}
            showValidation={editor.showValidation}
            flags={{ showNorOperator }}
            readOnly={readOnly}
            showTreeJoinType={false}
          />
          <ContactListSortFields
            sortBy={form.sortBy}
            order={form.order}
            options={sort.options}
            loading={sort.loading}
            disabled={readOnly}
            onChange={(next) => change({ ...form, ...next })}
          />
          {showSharing && (
            <ContactListSharingFields
              form={form}
              errors={editor.errors}
              disabled={readOnly || !flags?.canShareContactLists}
              onChange={change}
            />
          )}
          <Group>
            <Button type="submit" disabled={readOnly} loading={mutations.saving}>
              {TEXTS.save}
            </Button>
            {view && (
              <DeleteContactListButton
                disabled={readOnly}
                loading={mutations.remove.isPending}
                onConfirm={() => mutations.remove.mutate(view.id)}
              />
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
