import { Button, Group, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { hasAnyRole } from '@parley/core/auth/roles';
import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import {
  CALL_RECORDING_TEXTS,
  formatRecordingDuration,
  formatRecordingSize,
} from '@parley/core/voice/call-recordings';
import { IconMicrophone } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { showErrorToastFor, showSuccessToast } from '../../../shared/notifications/toasts.ts';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { useSession } from '../../auth/hooks/useSession.ts';
import { recentTaskKeys } from '../../tasks/api/recent-tasks-api.ts';
import {
  CALL_RECORDINGS_PAGE_SIZE,
  deleteCallRecording,
  fetchCallRecordings,
} from '../api/call-recordings-api.ts';
import { settingsKeys } from '../api/settings-keys.ts';
import { ConfirmDeleteButton } from '../components/ConfirmDeleteButton.tsx';
import { EmptyListState } from '../components/EmptyListState.tsx';
import { QueryBoundary } from '../components/QueryBoundary.tsx';
import { SettingsPageLayout } from '../components/SettingsPageLayout.tsx';

/**
 * /settings/recordings (spec 001 §1): the brand's recorded calls, newest first, each with a player
 * (docs/voice-web.md "Recordings"). Admins and supervisors; the audio streams from the server.
 * Admins also delete a recording, once confirmed (supervisors see no Delete: the server refuses them).
 */
export function RecordingsPage() {
  const [page, setPage] = useState(0);
  const queryClient = useQueryClient();
  const profile = useSession().profile;
  const isAdmin = profile ? hasAnyRole(profile.roles, ['admin']) : false;
  const query = useQuery({
    queryKey: settingsKeys.callRecordings(page),
    queryFn: ({ signal }) => fetchCallRecordings(page, signal),
    placeholderData: keepPreviousData,
  });
  // A later page left empty (its last recording deleted here or elsewhere) steps back a page.
  const pageIsEmpty = !query.isPlaceholderData && query.data?.length === 0;
  useEffect(() => {
    if (pageIsEmpty && page > 0) setPage(page - 1);
  }, [pageIsEmpty, page]);
  const remove = useMutation({
    mutationFn: (id: string) => deleteCallRecording(id),
    onSuccess: () => showSuccessToast(CALL_RECORDING_TEXTS.deleted),
    // The request layer toasts refusals itself (not found, forbidden, failures); a 400 comes back as a body.
    onError: (error) => {
      if (!isApiError(error) || !error.handled) showErrorToastFor(error);
    },
    // Either way (a 'Recording not found' means someone else deleted it first), show what is left.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.callRecordingPages() }),
        // The Recent Tasks rows play a task's latest recording.
        queryClient.invalidateQueries({ queryKey: recentTaskKeys.all }),
      ]),
  });
  const texts = CALL_RECORDING_TEXTS;
  return (
    <SettingsPageLayout
      title={useRouteTitle(texts.title)}
      description={isAdmin ? texts.description : `${texts.description} ${texts.readOnly}`}
    >
      <Paper withBorder radius="md" p="md">
        <QueryBoundary query={query} loadingLabel={texts.loading}>
          {(list) =>
            list.length === 0 && page === 0 ? (
              <EmptyListState
                text={texts.emptyList}
                icon={<IconMicrophone size={28} stroke={1.5} aria-hidden />}
              />
            ) : (
              <>
                <Table.ScrollContainer minWidth={760}>
                  <Table verticalSpacing="sm" highlightOnHover aria-label={texts.title}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{texts.recordedAt}</Table.Th>
                        <Table.Th>{texts.agent}</Table.Th>
                        <Table.Th>{texts.contact}</Table.Th>
                        <Table.Th>{texts.duration}</Table.Th>
                        <Table.Th>{texts.size}</Table.Th>
                        <Table.Th>{texts.task}</Table.Th>
                        <Table.Th>{texts.audio}</Table.Th>
                        {isAdmin && (
                          <Table.Th w={56}>
                            <VisuallyHidden>{texts.actions}</VisuallyHidden>
                          </Table.Th>
                        )}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {list.map((recording) => {
                        const when = dayjs(recording.startedAt).format('MMM D, YYYY h:mm A');
                        return (
                          <Table.Tr key={recording.id} data-testid="call-recording-row">
                            <Table.Td>
                              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                                {when}
                              </Text>
                            </Table.Td>
                            <Table.Td>
                              <Text size="sm">{recording.agentName ?? '—'}</Text>
                            </Table.Td>
                            <Table.Td>
                              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                                {recording.contactPhone ? formatPhoneForDisplay(recording.contactPhone) : '—'}
                              </Text>
                            </Table.Td>
                            <Table.Td>
                              <Text size="sm" data-testid="call-recording-duration">
                                {formatRecordingDuration(recording.durationSeconds)}
                              </Text>
                            </Table.Td>
                            <Table.Td>
                              <Text size="sm" data-testid="call-recording-size">
                                {formatRecordingSize(recording.sizeBytes)}
                              </Text>
                            </Table.Td>
                            <Table.Td>
                              <Text size="xs" c="dimmed" ff="monospace">
                                {recording.taskSid ?? '—'}
                              </Text>
                            </Table.Td>
                            <Table.Td>
                              {/* biome-ignore lint/a11y/useMediaCaption: a call recording has no captions */}
                              <audio
                                controls
                                preload="none"
                                src={recording.audioUrl}
                                aria-label={texts.playerLabel(when)}
                                style={{ height: 32, maxWidth: 260 }}
                              />
                            </Table.Td>
                            {isAdmin && (
                              <Table.Td>
                                <ConfirmDeleteButton
                                  title={texts.deleteTitle}
                                  body={texts.deleteBody}
                                  iconLabel={texts.deleteLabel(when)}
                                  loading={remove.isPending && remove.variables === recording.id}
                                  onConfirm={() => remove.mutate(recording.id)}
                                />
                              </Table.Td>
                            )}
                          </Table.Tr>
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                <Group justify="flex-end" mt="sm">
                  <Button variant="default" size="xs" disabled={page === 0} onClick={() => setPage(page - 1)}>
                    {texts.previous}
                  </Button>
                  <Button
                    variant="default"
                    size="xs"
                    disabled={list.length < CALL_RECORDINGS_PAGE_SIZE}
                    onClick={() => setPage(page + 1)}
                  >
                    {texts.next}
                  </Button>
                </Group>
              </>
            )
          }
        </QueryBoundary>
      </Paper>
    </SettingsPageLayout>
  );
}
