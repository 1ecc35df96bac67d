import { Alert, CloseButton, Group, List, Text, UnstyledButton } from '@mantine/core';
import { NODE_TYPE_LABELS } from '@parley/core/journeys/node-types';
import type { JourneyProblem } from '@parley/core/journeys/problems';
import { PROBLEM_SEVERITY_LABELS } from '@parley/core/journeys/texts';
import { BUILDER_TEXTS } from '../journeys-texts.ts';
import { useBuilder, useBuilderStore } from '../state/builder-context.ts';

export type ProblemsListProps = { problems: readonly JourneyProblem[]; onClose: () => void };

/** Why the journey cannot go live: each problem at its step (a click selects the step). */
export function ProblemsList({ problems, onClose }: ProblemsListProps) {
  const store = useBuilderStore();
  const nodes = useBuilder((state) => state.definition.nodes);
  const labelOf = (nodeId: string | null) => {
    if (nodeId === null) return BUILDER_TEXTS.journeyLevel;
    const node = nodes.find((item) => item.id === nodeId);
    return node ? NODE_TYPE_LABELS[node.type] : nodeId;
  };
  return (
    <Alert
      color="orange"
      title={BUILDER_TEXTS.problemsTitle}
      role="alert"
      aria-label={BUILDER_TEXTS.problemsTitle}
      withCloseButton={false}
      py="xs"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <List size="sm" spacing={2}>
          {problems.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two problems may read the same
            <List.Item key={index}>
              <UnstyledButton
                onClick={() => item.nodeId && store.getState().select([item.nodeId], [])}
                disabled={item.nodeId === null}
              >
                <Text span size="sm" fw={600}>
                  {labelOf(item.nodeId)}
                </Text>
                <Text span size="sm">
                  {': '}
                  {item.message}
                </Text>
                <Text span size="xs" c="dimmed">
                  {` (${PROBLEM_SEVERITY_LABELS[item.severity]})`}
                </Text>
              </UnstyledButton>
            </List.Item>
          ))}
        </List>
        <CloseButton aria-label="Close the problems" onClick={onClose} />
      </Group>
    </Alert>
  );
}
