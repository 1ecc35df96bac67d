import { Alert } from '@mantine/core';
import { QUEUE_TEXTS, SETTINGS_TEXTS } from '@parley/core/settings/texts';
import { useNavigate, useParams } from 'react-router';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import type { Queue } from '../api/routing-api.ts';
import { ConfirmDeleteButton } from '../components/ConfirmDeleteButton.tsx';
import { QueryBoundary } from '../components/QueryBoundary.tsx';
import { QueueForm } from '../components/QueueForm.tsx';
import { SettingsPageLayout } from '../components/SettingsPageLayout.tsx';
import { useQueueCommands } from '../hooks/useRoutingCommands.ts';
import { useGroups, useQueues } from '../hooks/useSettingsQueries.ts';
import { SETTINGS_PATHS } from '../utils/settings-paths.ts';

/** /settings/routing-rules/queues/new and /settings/routing-rules/queues/{queueId} (spec 002 §2). */
export function QueueFormPage() {
  const { queueId } = useParams();
  const title = useRouteTitle(queueId ? 'Edit Queue' : 'New Queue');
  const queues = useQueues();
  const back = { to: SETTINGS_PATHS.queues, label: 'Queues' };
  if (!queueId) {
    return (
      <SettingsPageLayout title={title} back={back}>
        <QueueEditor />
      </SettingsPageLayout>
    );
  }
  return (
    <QueryBoundary query={queues} loadingLabel="Loading the queue">
      {(items) => {
        const queue = items.find((candidate) => candidate.sid === queueId);
        if (!queue) {
          return (
            <SettingsPageLayout title={title} back={back}>
              <Alert color="yellow" variant="light">
                {SETTINGS_TEXTS.notFound}
              </Alert>
            </SettingsPageLayout>
          );
        }
        return (
          <SettingsPageLayout
            title={queue.friendlyName}
            back={back}
            actions={<QueueDeleteButton queue={queue} />}
          >
            <QueueEditor queue={queue} />
          </SettingsPageLayout>
        );
      }}
    </QueryBoundary>
  );
}

function QueueEditor({ queue }: { queue?: Queue }) {
  const navigate = useNavigate();
  const skills = useGroups('skill');
  const { save } = useQueueCommands();
  return (
    <QueueForm
      key={queue?.sid ?? 'new'}
      queue={queue}
      skills={(skills.data ?? []).map((skill) => skill.name)}
      onSubmit={async (input) => {
        await save.mutateAsync({ sid: queue?.sid ?? null, input });
        if (!queue) navigate(SETTINGS_PATHS.queues);
      }}
      onCancel={() => navigate(SETTINGS_PATHS.queues)}
    />
  );
}

function QueueDeleteButton({ queue }: { queue: Queue }) {
  const navigate = useNavigate();
  const { remove } = useQueueCommands();
  // A brand always has its default queue.
  if (queue.isDefault) return null;
  return (
    <ConfirmDeleteButton
      title={QUEUE_TEXTS.deleteTitle}
      body={QUEUE_TEXTS.deleteBody}
      loading={remove.isPending}
      onConfirm={() => remove.mutate(queue.sid, { onSuccess: () => navigate(SETTINGS_PATHS.queues) })}
    />
  );
}
