import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { AbTestBranch } from '@parley/core/journeys/flow-node-data';
import { MAX_AB_TEST_BRANCHES, MAX_AB_TEST_WEIGHT } from '@parley/core/journeys/limits';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { NodeFormProps } from './node-form-types.ts';

/** A branch id not used yet: a, b, c … then branch-11 … (ids are the outputs' handles). */
function nextBranchId(branches: readonly AbTestBranch[]): string {
  const used = new Set(branches.map((branch) => branch.id));
  for (const letter of 'abcdefghijklmnopqrstuvwxyz') if (!used.has(letter)) return letter;
  let index = branches.length + 1;
  while (used.has(`branch-${index}`)) index += 1;
  return `branch-${index}`;
}

/** The A/B test's branches: a name and a weight each; a contact always gets the same branch. */
export function AbTestForm({ node, onChange, errorOf, readOnly }: NodeFormProps<'ABTest'>) {
  const { branches } = node.data;
  const total = branches.reduce((sum, branch) => sum + branch.weight, 0);
  const set = (next: AbTestBranch[], field: string) => onChange({ ...node, data: { branches: next } }, field);
  const change = (index: number, patch: Partial<AbTestBranch>, field: string) =>
    set(
      branches.map((branch, at) => (at === index ? { ...branch, ...patch } : branch)),
      field,
    );
  return (
    <Stack gap="xs">
      {branches.map((branch, index) => (
        <Group key={branch.id} gap={4} align="flex-end" wrap="nowrap">
          <TextInput
            label={index === 0 ? 'Branch' : undefined}
            aria-label={`Branch ${index + 1} name`}
            value={branch.name}
            readOnly={readOnly}
            onChange={(event) => change(index, { name: event.currentTarget.value }, `${branch.id}.name`)}
            style={{ flex: 1 }}
          />
          <NumberInput
            label={index === 0 ? 'Weight' : undefined}
            aria-label={`Branch ${index + 1} weight`}
            value={branch.weight}
            min={0}
            max={MAX_AB_TEST_WEIGHT}
            allowDecimal={false}
            allowNegative={false}
            readOnly={readOnly}
            w={90}
            onChange={(weight) =>
              change(index, { weight: typeof weight === 'number' ? weight : 0 }, `${branch.id}.weight`)
            }
          />
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Remove branch ${index + 1}`}
              mb={4}
              onClick={() =>
                set(
                  branches.filter((_, at) => at !== index),
                  'branches',
                )
              }
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      <Text size="xs" c={errorOf('data.branches') ? 'red' : 'dimmed'}>
        {errorOf('data.branches') ?? `Weights add up to ${total}; each branch gets its share of contacts.`}
      </Text>
      {!readOnly && branches.length < MAX_AB_TEST_BRANCHES && (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => {
            const id = nextBranchId(branches);
            set([...branches, { id, name: id.toUpperCase(), weight: 0 }], 'branches');
          }}
        >
          Add a branch
        </Button>
      )}
    </Stack>
  );
}
