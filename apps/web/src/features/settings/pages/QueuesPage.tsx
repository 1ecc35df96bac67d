import { Anchor, Badge, Button, Group, Paper, Table, Text } from '@mantine/core';
import { QUEUE_TEXTS } from '@parley/core/settings/texts';
import { IconInbox, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { EmptyListState } from '../components/EmptyListState.tsx';
import { QueryBoundary } from '../components/QueryBoundary.tsx';
import { SettingsPageLayout } from '../components/SettingsPageLayout.tsx';
import { useQueues } from '../hooks/useSettingsQueries.ts';
import { SETTINGS_PATHS } from '../utils/settings-paths.ts';

/** /settings/routing-rules/queues: the brand's queues with their live counts. */
export function QueuesPage() {
  const queues = useQueues();
  return (
    <SettingsPageLayout
      title={useRouteTitle('Queues')}
      description={QUEUE_TEXTS.description}
      actions={
        <Button
          component={Link}
          to={SETTINGS_PATHS.newQueue}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {QUEUE_TEXTS.newQueue}
        </Button>
      }
    >
      <Paper withBorder radius="md" p="md">
        <QueryBoundary query={queues} loadingLabel="Loading queues">
          {(items) =>
            items.length === 0 ? (
              <EmptyListState
                text={QUEUE_TEXTS.empty}
                icon={<IconInbox size={28} stroke={1.5} aria-hidden />}
                create={{ label: QUEUE_TEXTS.newQueue, to: SETTINGS_PATHS.newQueue }}
              />
            ) : (
              <Table.ScrollContainer minWidth={720}>
                <Table verticalSpacing="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{QUEUE_TEXTS.name}</Table.Th>
                      <Table.Th>{QUEUE_TEXTS.requiredSkills}</Table.Th>
                      <Table.Th>Timeout</Table.Th>
                      <Table.Th>{QUEUE_TEXTS.transferEligible}</Table.Th>
                      <Table.Th>{QUEUE_TEXTS.waiting}</Table.Th>
                      <Table.Th>{QUEUE_TEXTS.offered}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((queue) => (
                      <Table.Tr key={queue.sid}>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <Anchor component={Link} to={SETTINGS_PATHS.queue(queue.sid)} fw={500}>
                              {queue.friendlyName}
                            </Anchor>
                            {queue.isDefault && (
                              <Badge size="sm" variant="light">
                                {QUEUE_TEXTS.defaultBadge}
                              </Badge>
                            )}
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          {queue.requiredSkills.length === 0 ? (
                            <Text size="sm" c="dimmed">
                              —
                            </Text>
                          ) : (
                            <Group gap={4}>
                              {queue.requiredSkills.map((skill) => (
                                <Badge key={skill} size="sm" variant="outline" color="gray">
                                  {skill}
                                </Badge>
                              ))}
                            </Group>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{queue.reservationTimeoutSeconds} s</Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{queue.transferEligible ? 'Yes' : 'No'}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{queue.waitingCount}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{queue.offeredCount}</Text>
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
    </SettingsPageLayout>
  );
}
