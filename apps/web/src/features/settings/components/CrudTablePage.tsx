import { Button, Modal, Paper, Table, VisuallyHidden } from '@mantine/core';
import { SETTINGS_TEXTS } from '@parley/core/settings/texts';
import { IconPlus } from '@tabler/icons-react';
import { Fragment, type ReactNode, useState } from 'react';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import type { CrudList } from '../hooks/useCrudList.ts';
import { EditDeleteActions } from './EditDeleteActions.tsx';
import { EmptyListState } from './EmptyListState.tsx';
import { QueryBoundary } from './QueryBoundary.tsx';
import { SettingsPageLayout } from './SettingsPageLayout.tsx';

/** The words of a `CrudTablePage`; each page brings its own. */
export type CrudTablePageTexts = {
  /** The page's title when the route has none, and the table's accessible name. */
  title: string;
  description: string;
  /** What the loader announces. */
  loading: string;
  /** The add button and the title of the form for a new record. */
  create: string;
  /** The title of the form for an existing record. */
  edit: string;
  empty: string;
  emptyHint: string;
  deleteTitle: string;
  deleteBody: string;
  editLabel: (name: string) => string;
  deleteLabel: (name: string) => string;
};

export type CrudTableColumn<TRecord> = { header: string; cell: (record: TRecord) => ReactNode };

/** What the page hands its form: the record to edit (none for a new one) and what to do with it. */
export type CrudFormProps<TRecord, TValues> = {
  record: TRecord | undefined;
  submitLabel: string;
  onSubmit: (values: TValues) => Promise<void>;
  onCancel: () => void;
};

export type CrudTablePageProps<TRecord extends { id: string }, TValues> = {
  list: CrudList<TRecord, TValues>;
  texts: CrudTablePageTexts;
  /** The empty state's picture. */
  icon: ReactNode;
  columns: readonly CrudTableColumn<TRecord>[];
  /** The table scrolls sideways below this width. */
  minWidth: number;
  /** The record's name in its edit and delete buttons' labels. */
  nameOf: (record: TRecord) => string;
  renderForm: (props: CrudFormProps<TRecord, TValues>) => ReactNode;
  /** False shows the list without the add, edit and delete commands (default true). */
  canEdit?: boolean;
};

/** What the modal edits: a new record, one record, or nothing (closed). */
type Editing<TRecord> = { kind: 'new' } | { kind: 'edit'; record: TRecord } | null;

/**
 * A settings page that lists records in a table and adds, edits and deletes them through a form in
 * a modal (the External Transfer Phonebook, the Active Phone Numbers).
 */
export function CrudTablePage<TRecord extends { id: string }, TValues>(
  props: CrudTablePageProps<TRecord, TValues>,
) {
  const { list, texts, icon, columns, minWidth, nameOf, renderForm, canEdit = true } = props;
  const [editing, setEditing] = useState<Editing<TRecord>>(null);
  const close = () => setEditing(null);
  const openNew = () => setEditing({ kind: 'new' });
  return (
    <SettingsPageLayout
      title={useRouteTitle(texts.title)}
      description={texts.description}
      actions={
        canEdit ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openNew}>
            {texts.create}
          </Button>
        ) : undefined
      }
    >
      <Paper withBorder radius="md" p="md">
        <QueryBoundary query={list.query} loadingLabel={texts.loading}>
          {(records) =>
            records.length === 0 ? (
              <EmptyListState
                text={texts.empty}
                hint={texts.emptyHint}
                icon={icon}
                create={canEdit ? { label: texts.create, onClick: openNew } : undefined}
              />
            ) : (
              <Table.ScrollContainer minWidth={minWidth}>
                <Table verticalSpacing="sm" highlightOnHover aria-label={texts.title}>
                  <Table.Thead>
                    <Table.Tr>
                      {columns.map((column) => (
                        <Table.Th key={column.header}>{column.header}</Table.Th>
                      ))}
                      {canEdit && (
                        <Table.Th w={96}>
                          <VisuallyHidden>Actions</VisuallyHidden>
                        </Table.Th>
                      )}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {records.map((record) => (
                      <Table.Tr key={record.id}>
                        {columns.map((column) => (
                          <Table.Td key={column.header}>{column.cell(record)}</Table.Td>
                        ))}
                        {canEdit && (
                          <Table.Td>
                            <EditDeleteActions
                              editLabel={texts.editLabel(nameOf(record))}
                              onEdit={() => setEditing({ kind: 'edit', record })}
                              deleteTitle={texts.deleteTitle}
                              deleteBody={texts.deleteBody}
                              deleteLabel={texts.deleteLabel(nameOf(record))}
                              deleting={list.remove.isPending && list.remove.variables === record.id}
                              onDelete={() => list.remove.mutate(record.id)}
                            />
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryBoundary>
      </Paper>
      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing?.kind === 'edit' ? texts.edit : texts.create}
        centered
      >
        {editing && (
          // A fresh form for each record (and for a new one): its values start from the record.
          <Fragment key={editing.kind === 'edit' ? editing.record.id : 'new'}>
            {renderForm({
              record: editing.kind === 'edit' ? editing.record : undefined,
              submitLabel: editing.kind === 'edit' ? SETTINGS_TEXTS.save : SETTINGS_TEXTS.add,
              onCancel: close,
              onSubmit: async (values) => {
                if (editing.kind === 'edit') await list.update.mutateAsync({ id: editing.record.id, values });
                else await list.create.mutateAsync(values);
                close();
              },
            })}
          </Fragment>
        )}
      </Modal>
    </SettingsPageLayout>
  );
}
