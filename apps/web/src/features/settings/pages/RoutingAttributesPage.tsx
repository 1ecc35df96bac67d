import { Code, Group, Paper, Table, Text } from '@mantine/core';
import { ROUTING_ATTRIBUTES } from '@parley/core/routing/rule-labels';
import { ATTRIBUTE_TEXTS } from '@parley/core/settings/texts';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { SettingsPageLayout } from '../components/SettingsPageLayout.tsx';

/**
 * /settings/routing-rules/attributes: the task attributes routing rules can test, with what they mean.
 * Read-only: the attributes are those tasks carry (spec 000 §3, spec 001 §3), not a brand setting.
 */
export function RoutingAttributesPage() {
  return (
    <SettingsPageLayout title={useRouteTitle('Attributes')} description={ATTRIBUTE_TEXTS.description}>
      <Paper withBorder radius="md" p="md">
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{ATTRIBUTE_TEXTS.name}</Table.Th>
                <Table.Th>{ATTRIBUTE_TEXTS.meaning}</Table.Th>
                <Table.Th>{ATTRIBUTE_TEXTS.values}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ROUTING_ATTRIBUTES.map((attribute) => (
                <Table.Tr key={attribute.name}>
                  <Table.Td>
                    <Code>{attribute.name}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{attribute.description}</Text>
                  </Table.Td>
                  <Table.Td>
                    {attribute.examples.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        {ATTRIBUTE_TEXTS.anyValue}
                      </Text>
                    ) : (
                      <Group gap={4}>
                        {attribute.examples.map((example) => (
                          <Code key={example}>{example}</Code>
                        ))}
                        {!attribute.closed && (
                          <Text size="xs" c="dimmed">
                            …
                          </Text>
                        )}
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </SettingsPageLayout>
  );
}
