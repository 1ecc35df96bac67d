import { Badge, Button, Group, Modal, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { BRAND_PHONE_NUMBER_TEXTS, type BrandPhoneNumber } from '@parley/core/brand-phone-numbers';
import { formatPhoneForDisplay } from '@parley/core/phone-number';
import { SETTINGS_TEXTS } from '@parley/core/settings-texts';
import { IconPhone, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useRouteTitle } from '../../../app/router/useRouteTitle.ts';
import { useSession } from '../../auth/hooks/useSession.ts';
import { BrandPhoneNumberForm } from '../components/BrandPhoneNumberForm.tsx';
import { EditDeleteActions } from '../components/EditDeleteActions.tsx';
import { EmptyListState } from '../components/EmptyListState.tsx';
import { QueryBoundary } from '../components/QueryBoundary.tsx';
import { SettingsPageLayout } from '../components/SettingsPageLayout.tsx';
import { useBrandPhoneNumbers } from '../hooks/useBrandPhoneNumbers.ts';

/** What the modal edits: a new number, one number, or nothing (closed). */
type Editing = { kind: 'new' } | { kind: 'edit'; number: BrandPhoneNumber } | null;

/**
 * /settings/phone-numbers (spec 001 §1, spec 002 "Active Phone Numbers"): the numbers the brand's
 * agents call and text from. Admins add, edit and delete them; supervisors see them.
 */
export function ActivePhoneNumbersPage() {
  const numbers = useBrandPhoneNumbers();
  const isAdmin = useSession().profile?.roles.includes('admin') ?? false;
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const openNew = () => setEditing({ kind: 'new' });
  return (
    <SettingsPageLayout
      title={useRouteTitle(BRAND_PHONE_NUMBER_TEXTS.title)}
      description={
        isAdmin
          ? BRAND_PHONE_NUMBER_TEXTS.description
          : `${BRAND_PHONE_NUMBER_TEXTS.description} ${BRAND_PHONE_NUMBER_TEXTS.readOnly}`
      }
      actions={
        isAdmin ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openNew}>
            {BRAND_PHONE_NUMBER_TEXTS.newNumber}
          </Button>
        ) : undefined
      }
    >
      <Paper withBorder radius="md" p="md">
        <QueryBoundary query={numbers.query} loadingLabel={BRAND_PHONE_NUMBER_TEXTS.loadingNumbers}>
          {(list) =>
            list.length === 0 ? (
              <EmptyListState
                text={BRAND_PHONE_NUMBER_TEXTS.empty}
                hint={isAdmin ? BRAND_PHONE_NUMBER_TEXTS.emptyHint : BRAND_PHONE_NUMBER_TEXTS.readOnly}
                icon={<IconPhone size={28} stroke={1.5} aria-hidden />}
                create={isAdmin ? { label: BRAND_PHONE_NUMBER_TEXTS.newNumber, onClick: openNew } : undefined}
              />
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table verticalSpacing="sm" highlightOnHover aria-label={BRAND_PHONE_NUMBER_TEXTS.title}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{BRAND_PHONE_NUMBER_TEXTS.friendlyName}</Table.Th>
                      <Table.Th>{BRAND_PHONE_NUMBER_TEXTS.phoneNumber}</Table.Th>
                      <Table.Th>{BRAND_PHONE_NUMBER_TEXTS.capabilities}</Table.Th>
                      {isAdmin && (
                        <Table.Th w={96}>
                          <VisuallyHidden>Actions</VisuallyHidden>
                        </Table.Th>
                      )}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.map((number) => (
                      <Table.Tr key={number.id}>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {number.friendlyName}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{formatPhoneForDisplay(number.phoneNumber)}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            {number.voice && (
                              <Badge variant="light" size="sm">
                                {BRAND_PHONE_NUMBER_TEXTS.voice}
                              </Badge>
                            )}
                            {number.sms && (
                              <Badge variant="light" color="teal" size="sm">
                                {BRAND_PHONE_NUMBER_TEXTS.sms}
                              </Badge>
                            )}
                          </Group>
                        </Table.Td>
                        {isAdmin && (
                          <Table.Td>
                            <EditDeleteActions
                              editLabel={BRAND_PHONE_NUMBER_TEXTS.editLabel(number.friendlyName)}
                              onEdit={() => setEditing({ kind: 'edit', number })}
                              deleteTitle={BRAND_PHONE_NUMBER_TEXTS.deleteTitle}
                              deleteBody={BRAND_PHONE_NUMBER_TEXTS.deleteBody}
                              deleteLabel={BRAND_PHONE_NUMBER_TEXTS.deleteLabel(number.friendlyName)}
                              deleting={numbers.remove.isPending && numbers.remove.variables === number.id}
                              onDelete={() => numbers.remove.mutate(number.id)}
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
        title={
          editing?.kind === 'edit' ? BRAND_PHONE_NUMBER_TEXTS.editNumber : BRAND_PHONE_NUMBER_TEXTS.newNumber
        }
        centered
      >
        {editing && (
          <BrandPhoneNumberForm
            key={editing.kind === 'edit' ? editing.number.id : 'new'}
            number={editing.kind === 'edit' ? editing.number : undefined}
            submitLabel={editing.kind === 'edit' ? SETTINGS_TEXTS.save : SETTINGS_TEXTS.add}
            onCancel={close}
            onSubmit={async (values) => {
              if (editing.kind === 'edit')
                await numbers.update.mutateAsync({ id: editing.number.id, values });
              else await numbers.create.mutateAsync(values);
              close();
            }}
          />
        )}
      </Modal>
    </SettingsPageLayout>
  );
}
