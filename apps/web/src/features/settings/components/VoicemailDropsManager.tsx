import { Group, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { VOICEMAIL_DROP_TEXTS } from '@parley/core/voice/voicemail-drops';
import { IconMicrophone } from '@tabler/icons-react';
import { useVoicemailDrops } from '../hooks/useVoicemailDrops.ts';
import { formatDropDate, formatDropLength, formatDropSize } from '../utils/voicemail-drop-format.ts';
import { ConfirmDeleteButton } from './ConfirmDeleteButton.tsx';
import { EmptyListState } from './EmptyListState.tsx';
import { QueryBoundary } from './QueryBoundary.tsx';
import { VoicemailDropUploadForm } from './VoicemailDropUploadForm.tsx';

/**
 * The signed-in user's voicemail drops: the upload form, then the list with a player and delete for
 * each. Shown by Settings › My Settings › agent-recordings and by the agent's /agent/my-settings.
 */
export function VoicemailDropsManager() {
  const drops = useVoicemailDrops();
  return (
    <>
      <Paper withBorder radius="md" p="md">
        <VoicemailDropUploadForm onUpload={(values) => drops.upload.mutateAsync(values)} />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <QueryBoundary query={drops.query} loadingLabel="Loading your voicemail drops">
          {(items) =>
            items.length === 0 ? (
              <EmptyListState
                text={VOICEMAIL_DROP_TEXTS.empty}
                hint={VOICEMAIL_DROP_TEXTS.emptyHint}
                icon={<IconMicrophone size={28} stroke={1.5} aria-hidden />}
              />
            ) : (
              <Table.ScrollContainer minWidth={720}>
                <Table verticalSpacing="sm" aria-label={VOICEMAIL_DROP_TEXTS.title}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{VOICEMAIL_DROP_TEXTS.name}</Table.Th>
                      <Table.Th>Recording</Table.Th>
                      <Table.Th>Length</Table.Th>
                      <Table.Th>Size</Table.Th>
                      <Table.Th>Uploaded</Table.Th>
                      <Table.Th w={56}>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((drop) => (
                      <Table.Tr key={drop.id}>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {drop.name}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          {/* biome-ignore lint/a11y/useMediaCaption: a recording the agent made; it has no captions. */}
                          <audio
                            controls
                            preload="none"
                            src={drop.audioUrl}
                            aria-label={VOICEMAIL_DROP_TEXTS.playLabel(drop.name)}
                            style={{ height: 32, maxWidth: 260 }}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{formatDropLength(drop.durationSeconds)}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{formatDropSize(drop.sizeBytes)}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{formatDropDate(drop.createdAt)}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Group justify="flex-end">
                            <ConfirmDeleteButton
                              title={VOICEMAIL_DROP_TEXTS.deleteTitle}
                              body={VOICEMAIL_DROP_TEXTS.deleteBody}
                              iconLabel={VOICEMAIL_DROP_TEXTS.deleteLabel(drop.name)}
                              loading={drops.remove.isPending && drops.remove.variables === drop.id}
                              onConfirm={() => drops.remove.mutate(drop.id)}
                            />
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryBoundary>
      </Paper>
    </>
  );
}
