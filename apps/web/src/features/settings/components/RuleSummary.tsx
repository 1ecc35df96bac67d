import { Badge, Group, Text } from '@mantine/core';
import { ROUTING_MATCH_LABELS, ROUTING_OPERATOR_LABELS } from '@parley/core/routing/rule-labels';
import { RULE_TEXTS } from '@parley/core/settings/texts';
import { IconArrowRight } from '@tabler/icons-react';
import type { RoutingRule } from '../api/routing-api.ts';

function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  return value === null || value === undefined ? '' : String(value);
}

/** "channel equals sms · title contains callback → Support". */
export function RuleSummary({ rule }: { rule: RoutingRule }) {
  return (
    <Group gap={6} wrap="wrap">
      {rule.conditions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {RULE_TEXTS.noConditions}
        </Text>
      ) : (
        <>
          {rule.conditions.length > 1 && (
            <Text size="xs" c="dimmed">
              {ROUTING_MATCH_LABELS[rule.match]}:
            </Text>
          )}
          {rule.conditions.map((condition, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id; their order is the rule's
            <Badge key={index} variant="light" color="gray" tt="none" fw={500}>
              {condition.attribute} {ROUTING_OPERATOR_LABELS[condition.operator]} {valueText(condition.value)}
            </Badge>
          ))}
        </>
      )}
      <IconArrowRight size={14} aria-label="sends to" />
      <Text size="sm" fw={500}>
        {rule.queueName}
      </Text>
      {rule.priority !== null && (
        <Text size="xs" c="dimmed">
          ({RULE_TEXTS.priority.toLowerCase()} {rule.priority})
        </Text>
      )}
    </Group>
  );
}
