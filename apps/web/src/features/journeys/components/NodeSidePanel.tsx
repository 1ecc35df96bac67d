import { ActionIcon, Group, List, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { JourneyNode } from '@parley/core/journeys/graph';
import { NODE_TYPE_LABELS } from '@parley/core/journeys/node-types';
import type { JourneyProblem } from '@parley/core/journeys/problems';
import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { BUILDER_TEXTS } from '../journeys-texts.ts';
import { useBuilder, useBuilderStore } from '../state/builder-context.ts';
import { firstProblemAt } from '../utils/problems.ts';
import { JourneySettingsForm } from './JourneySettingsForm.tsx';
import { NodeForm } from './node-forms/NodeForm.tsx';

export type NodeSidePanelProps = { problems: readonly JourneyProblem[]; readOnly: boolean };

/**
 * Edits the selected step with inline validation (the problems core's validateJourney / canGoLive
 * find on it, the same rules the server applies); with no single step selected, the journey's settings.
 */
export function NodeSidePanel({ problems, readOnly }: NodeSidePanelProps) {
  const store = useBuilderStore();
  const selectedNodeIds = useBuilder((state) => state.selectedNodeIds);
  const nodes = useBuilder((state) => state.definition.nodes);
  const node =
    selectedNodeIds.length === 1 ? nodes.find((item) => item.id === selectedNodeIds[0]) : undefined;
  const nodeProblems = useMemo(
    () => (node ? problems.filter((item) => item.nodeId === node.id) : []),
    [node, problems],
  );
  const onChange = useCallback(
    (next: JourneyNode, field: string) => store.getState().updateNode(next, `${next.id}.${field}`),
    [store],
  );
  if (!node) {
    return (
      <ScrollArea h="100%" type="auto">
        <JourneySettingsForm problems={problems} readOnly={readOnly} />
      </ScrollArea>
    );
  }
  const label = NODE_TYPE_LABELS[node.type];
  return (
    <ScrollArea h="100%" type="auto">
      <Stack gap="sm" p="md" aria-label={BUILDER_TEXTS.panelTitle(label)} role="region">
        <Group justify="space-between" wrap="nowrap">
          <Title order={4}>{BUILDER_TEXTS.panelTitle(label)}</Title>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={BUILDER_TEXTS.closePanel}
            onClick={() => store.getState().select([], [])}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
        {nodeProblems.length > 0 && (
          <List
            size="sm"
            c="orange.8"
            spacing={2}
            icon={<IconAlertTriangle size={14} aria-hidden />}
            aria-label="Problems of this step"
          >
            {nodeProblems.map((item) => (
              <List.Item key={`${item.field}:${item.message}`}>{item.message}</List.Item>
            ))}
          </List>
        )}
        <NodeForm
          node={node}
          onChange={onChange}
          readOnly={readOnly}
          errorOf={(field) => firstProblemAt(nodeProblems, field)}
        />
        <Text size="xs" c="dimmed">
          Step id: {node.id}
        </Text>
      </Stack>
    </ScrollArea>
  );
}
