import { Button, Group, Paper, Table, Text } from '@mantine/core';
import { formatPhoneForDisplay } from '@parley/core/phone-number';
import {
  CALL_RECORDING_TEXTS,
  formatRecordingDuration,
  formatRecordingSize,
} from '@parley/core/voice/call-recordings';
import { IconMicrophone } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useRouteTitle } from '../../../app/router/useRouteTitle.ts';
import { CALL_RECORDINGS_PAGE_SIZE, fetchCallRecordings } from '../api/call-recordings-api.ts';
import { settingsKeys } from '../api/settings-keys.ts';
import { EmptyListState } from '../components/EmptyListState.tsx';
import { QueryBoundary } from '../components/QueryBoundary.tsx';
import { SettingsPageLayout } from '../components/SettingsPageLayout.tsx';

/**
 * /settings/recordings (spec 001 §1): the brand's recorded calls, newest first, each with a player
 * (docs/voice-web.md "Recordings"). Admins and supervisors; the audio streams from the server.
 */
export function RecordingsPage() {
  const [page, setPage] = useState(0);
  const query = useQuery({
    queryKey: settingsKeys.callRecordings(page),
    queryFn: ({ signal }) => fetchCallRecordings(page, signal),
    placeholderData: keepPreviousData,
  });
  const texts = CALL_RECORDING_TEXTS;
  return (
    <SettingsPageLayout title={useRouteTitle(texts.title)} description={texts.description}>
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
