import { Badge, Table, Text } from '@mantine/core';
import { SIMULATOR_NUMBER_RULES } from '@parley/core/simulator/rules';
import { SIMULATOR_TEXTS } from '../simulator-texts.ts';

/** The simulator carrier's number rules (packages/core/src/simulator/rules.ts, docs/simulator.md). */
export function NumberRulesPanel() {
  return (
    <div>
      <Text size="sm" c="dimmed" mb="xs">
        {SIMULATOR_TEXTS.rulesIntro}
      </Text>
      <Table striped withTableBorder aria-label={SIMULATOR_TEXTS.rulesTitle}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{SIMULATOR_TEXTS.rulesEnding}</Table.Th>
            <Table.Th>{SIMULATOR_TEXTS.rulesOutcome}</Table.Th>
            <Table.Th>{SIMULATOR_TEXTS.rulesMeaning}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SIMULATOR_NUMBER_RULES.map((rule) => (
            <Table.Tr key={rule.suffix}>
              <Table.Td>
                <Text ff="monospace" size="sm">
                  …{rule.suffix}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color="red" variant="light">
                  {rule.outcome}
                </Badge>
              </Table.Td>
              <Table.Td>{rule.meaning}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td>{SIMULATOR_TEXTS.rulesOtherwise}</Table.Td>
            <Table.Td>
              <Badge color="teal" variant="light">
                delivered
              </Badge>
            </Table.Td>
            <Table.Td>{SIMULATOR_TEXTS.rulesDelivered}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </div>
  );
}
