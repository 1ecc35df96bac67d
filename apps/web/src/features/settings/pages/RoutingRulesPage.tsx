import { ActionIcon, Badge, Button, Group, Modal, Paper, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { RULE_TEXTS, SETTINGS_TEXTS } from '@parley/core/settings/texts';
import { IconArrowsSplit, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import type { Queue, RoutingRule } from '../api/routing-api.ts';
import { ConfirmDeleteButton } from '../components/ConfirmDeleteButton.tsx';
import { EmptyListState } from '../components/EmptyListState.tsx';
import { QueryBoundary } from '../components/QueryBoundary.tsx';
import { moved, ReorderButtons } from '../components/ReorderButtons.tsx';
import { RuleForm } from '../components/RuleForm.tsx';
import { RuleSummary } from '../components/RuleSummary.tsx';
import { SettingsPageLayout } from '../components/SettingsPageLayout.tsx';
import { useRuleCommands } from '../hooks/useRoutingCommands.ts';
import { useQueues, useRoutingRules } from '../hooks/useSettingsQueries.ts';

/** The rule being edited: null when none, 'new' for a new one. */
type Editing = RoutingRule | 'new' | null;

/** /settings/routing-rules/rules: the ordered routing rules (docs/routing-contract.md "Routing rules"). */
export function RoutingRulesPage() {
  const rules = useRoutingRules();
  const queues = useQueues();
  const commands = useRuleCommands();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <SettingsPageLayout
      title={useRouteTitle('Rules')}
      description={RULE_TEXTS.description}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {RULE_TEXTS.newRule}
        </Button>
      }
    >
      <QueryBoundary query={rules} loadingLabel="Loading rules">
        {(items) =>
          items.length === 0 ? (
            <Paper withBorder radius="md" p="md">
              <EmptyListState
                text={RULE_TEXTS.empty}
                hint={RULE_TEXTS.emptyHint}
                icon={<IconArrowsSplit size={28} stroke={1.5} aria-hidden />}
                create={{ label: RULE_TEXTS.newRule, onClick: () => setEditing('new') }}
              />
            </Paper>
          ) : (
            <Stack
              gap="sm"
              component="ol"
              m={0}
              p={0}
              aria-label="Routing rules"
              style={{ listStyle: 'none' }}
            >
              {items.map((rule, index) => (
                <Paper
                  key={rule.id}
                  component="li"
                  withBorder
                  radius="md"
                  p="md"
                  opacity={rule.enabled ? 1 : 0.6}
                >
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
                      <Badge variant="light" color="gray" w={36} mt={2} aria-hidden>
                        {index + 1}
                      </Badge>
                      <Stack gap={4} miw={0}>
                        <Text fw={500}>{rule.name}</Text>
                        <RuleSummary rule={rule} />
                      </Stack>
                    </Group>
                    <Group gap="sm" wrap="nowrap">
                      <Switch
                        aria-label={`${rule.name} is enabled`}
                        checked={rule.enabled}
                        onChange={(event) =>
                          commands.save.mutate({
                            id: rule.id,
                            input: { enabled: event.currentTarget.checked },
                          })
                        }
                      />
                      <ReorderButtons
                        name={rule.name}
                        index={index}
                        count={items.length}
                        disabled={commands.reorder.isPending}
                        onMove={(from, to) => commands.reorder.mutate(moved(items, from, to))}
                      />
                      <Tooltip label={SETTINGS_TEXTS.edit} openDelay={400}>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={`Edit ${rule.name}`}
                          onClick={() => setEditing(rule)}
                        >
                          <IconPencil size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      <ConfirmDeleteButton
                        iconLabel={`Delete ${rule.name}`}
                        title={RULE_TEXTS.deleteTitle}
                        body={`"${rule.name}" stops routing tasks.`}
                        onConfirm={() => commands.remove.mutate(rule.id)}
                      />
                    </Group>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )
        }
      </QueryBoundary>
      <RuleModal editing={editing} queues={queues.data ?? []} onClose={() => setEditing(null)} />
    </SettingsPageLayout>
  );
}

function RuleModal({ editing, queues, onClose }: { editing: Editing; queues: Queue[]; onClose: () => void }) {
  const { save } = useRuleCommands();
  const rule = editing === 'new' || editing === null ? undefined : editing;
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={rule ? RULE_TEXTS.editRule : RULE_TEXTS.newRule}
      size="xl"
    >
      {editing !== null && (
        <RuleForm
          key={rule?.id ?? 'new'}
          rule={rule}
          queues={queues}
          onSubmit={async (input) => {
            await save.mutateAsync({ id: rule?.id ?? null, input });
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
