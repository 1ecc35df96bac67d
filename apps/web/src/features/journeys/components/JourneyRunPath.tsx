import { Text, Timeline } from '@mantine/core';
import type { JourneyRunStep } from '../api/journey-analytics-api.ts';
import { formatJourneyDate } from '../utils/format-journey-date.ts';

export type JourneyRunPathProps = { path: readonly JourneyRunStep[]; labelOf: (nodeId: string) => string };

/** The steps a contact took, in order: each step's node, outcome and times. */
export function JourneyRunPath({ path, labelOf }: JourneyRunPathProps) {
  return (
    <Timeline bulletSize={12} lineWidth={2} aria-label="Path">
      {path.map((step) => (
        <Timeline.Item key={`${step.nodeId}:${step.enteredAt}`} title={labelOf(step.nodeId)}>
          <Text size="xs">
            {step.status}
            {step.output ? ` → ${step.output}` : ''}
            {step.reason ? ` (${step.reason})` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {formatJourneyDate(step.enteredAt)}
            {step.finishedAt ? ` – ${formatJourneyDate(step.finishedAt)}` : ''}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
