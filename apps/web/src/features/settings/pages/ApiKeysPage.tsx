import { Alert, Button, Modal, Paper, Stack } from '@mantine/core';
import { hasAnyRole } from '@parley/core/auth/roles';
import { WRITE_KEY_TEXTS } from '@parley/core/events/write-keys';
import { IconKey, IconLock, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { useSession } from '../../auth/hooks/useSession.ts';
import { CreateWriteKeyForm } from '../components/CreateWriteKeyForm.tsx';
import { EmptyListState } from '../components/EmptyListState.tsx';
import { PagedListFooter } from '../components/PagedListFooter.tsx';
import { QueryBoundary } from '../components/QueryBoundary.tsx';
import { SettingsPageLayout } from '../components/SettingsPageLayout.tsx';
import { WriteKeySecret } from '../components/WriteKeySecret.tsx';
import { WriteKeysTable } from '../components/WriteKeysTable.tsx';
import { useWriteKeys } from '../hooks/useWriteKeys.ts';

const texts = WRITE_KEY_TEXTS;

/** The modal: closed, asking for a name, or showing the new key once. */
type Dialog = { kind: 'closed' } | { kind: 'form' } | { kind: 'secret'; secret: string };

/**
 * /settings/integrations/api-keys (docs/write-keys.md): the brand's write keys for
 * POST /api/proxy/ingest. Admins create one (its secret shown once, to copy), see when each was
 * last used, and revoke one once confirmed. Others see why there is nothing here (the server refuses them).
 */
export function ApiKeysPage() {
  const profile = useSession().profile;
  const isAdmin = profile ? hasAnyRole(profile.roles, ['admin']) : false;
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });
  const { query, create, revoke } = useWriteKeys(page, isAdmin);
  const title = useRouteTitle(texts.title);
  const openForm = () => setDialog({ kind: 'form' });
  const close = () => setDialog({ kind: 'closed' });

  if (!isAdmin) {
    return (
      <SettingsPageLayout title={title} description={texts.description}>
        <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />}>
          {texts.adminsOnly}
        </Alert>
      </SettingsPageLayout>
    );
  }
  return (
    <SettingsPageLayout
      title={title}
      description={texts.description}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openForm}>
          {texts.newKey}
        </Button>
      }
    >
      <Paper withBorder radius="md" p="md">
        <QueryBoundary query={query} loadingLabel={texts.loading}>
          {(result) =>
            result.total === 0 ? (
              <EmptyListState
                text={texts.empty}
                hint={texts.emptyHint}
                icon={<IconKey size={28} stroke={1.5} aria-hidden />}
                create={{ label: texts.newKey, onClick: openForm }}
              />
            ) : (
              <Stack gap="md">
                <WriteKeysTable
                  writeKeys={result.items}
                  revokingId={revoke.isPending ? (revoke.variables ?? null) : null}
                  onRevoke={(id) => revoke.mutate(id)}
                />
                <PagedListFooter
                  totalLabel={texts.total(result.total)}
                  paging={result}
                  onPageChange={setPage}
                />
              </Stack>
            )
          }
        </QueryBoundary>
      </Paper>
      <Modal
        opened={dialog.kind !== 'closed'}
        onClose={close}
        title={dialog.kind === 'secret' ? texts.secretTitle : texts.newKey}
        // The secret is gone once closed: a click beside the dialog must not throw it away.
        closeOnClickOutside={dialog.kind !== 'secret'}
        size={dialog.kind === 'secret' ? 'lg' : 'md'}
        centered
      >
        {dialog.kind === 'form' && (
          <CreateWriteKeyForm
            onCancel={close}
            onSubmit={async (name) => {
              const created = await create.mutateAsync(name);
              // The new key leads the list (live keys, newest first).
              setPage(0);
              setDialog({ kind: 'secret', secret: created.key });
            }}
          />
        )}
        {dialog.kind === 'secret' && <WriteKeySecret secret={dialog.secret} onDone={close} />}
      </Modal>
    </SettingsPageLayout>
  );
}
