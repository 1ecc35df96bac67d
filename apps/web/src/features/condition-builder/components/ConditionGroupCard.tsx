import { ActionIcon, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { type Condition, type ConditionGroup, defaultGroupName } from '@parley/core/conditions/model';
import { groupKey } from '@parley/core/conditions/paths';
import { summarizeGroup } from '@parley/core/conditions/summary';
import {
  changeGroupJoinType,
  removeCondition,
  renameGroup,
  updateConditionAt,
} from '@parley/core/conditions/tree-edits';
import { isGroupComplete } from '@parley/core/conditions/validate';
import { fieldLabel, schemaFieldLabeller } from '@parley/core/contacts/field-labels';
import { withFieldLabels } from '@parley/core/contacts/labelled-conditions';
import { IconChevronUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { BUILDER_TEXTS } from '../condition-builder-texts.ts';
import { useContactAttributeFields } from '../hooks/useEventSchema.ts';
import { useBuilderSettings } from '../state/builder-context.ts';
import { joinTypeOptions } from '../utils/offered-options.ts';
import { ConditionRow } from './ConditionRow.tsx';
import { GroupNameEditor } from './GroupNameEditor.tsx';
import { JoinTypeControl } from './JoinTypeControl.tsx';
import { ValuePopovers } from './ValuePopovers.tsx';

export type ConditionGroupCardProps = {
  group: ConditionGroup;
  groupIndex: number;
  onChange: (change: (group: ConditionGroup) => ConditionGroup) => void;
  onRemove: () => void;
  /** Adds a blank condition (the builder applies the collapse rules over the whole tree). */
  onAddCondition: () => void;
};

/** One condition group: its name, its join type and its conditions; a summary when complete and closed. */
export function ConditionGroupCard(props: ConditionGroupCardProps) {
  const { group, groupIndex, onChange, onRemove, onAddCondition } = props;
  const { collapse, readOnly, showNorOperator } = useBuilderSettings();
  const key = groupKey({ groupIndex });
  const complete = isGroupComplete(group);
  const label = group.name || defaultGroupName(groupIndex);
  const collapsed = collapse.isCollapsed(key, complete);
  const attributes = useContactAttributeFields(
    collapsed && group.conditions.some((condition) => condition.conditionalType === 'contactAttribute'),
  );

  if (collapsed) {
    // issue 17 item 8: the summary names fields by their labels (the brand's for contact
    // attributes), not their keys.
    const attributeLabel = schemaFieldLabeller(attributes.fields);
    const labelled = {
      ...group,
      conditions: group.conditions.map((condition) =>
        withFieldLabels(
          condition,
          condition.conditionalType === 'contactAttribute' ? attributeLabel : fieldLabel,
        ),
      ),
    };
    return (
      <Paper withBorder p="sm" role="group" aria-label={label}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <UnstyledButton
            aria-label={BUILDER_TEXTS.expand(label)}
            onClick={() => collapse.expand(key)}
            style={{ flex: 1 }}
          >
            <Text fw={600} size="sm">
              {group.name}
            </Text>
            <Text size="sm" c="dimmed">
              {summarizeGroup(labelled)}
            </Text>
          </UnstyledButton>
          <ValuePopovers conditions={labelled.conditions} />
        </Group>
      </Paper>
    );
  }

  const updateCondition = (conditionIndex: number, change: (condition: Condition) => Condition) =>
    onChange((current) => updateConditionAt(current, conditionIndex, change));
  const removeConditionAt = (conditionIndex: number) => {
    collapse.afterRemove({ groupIndex, conditionIndex });
    onChange((current) => removeCondition(current, conditionIndex));
  };

  return (
    <Paper withBorder p="sm" role="group" aria-label={label}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <GroupNameEditor
            name={group.name}
            readOnly={readOnly}
            onRename={(draft) => onChange((current) => renameGroup(current, draft))}
          />
          <Group gap={4} wrap="nowrap">
            {complete && (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={BUILDER_TEXTS.collapse(label)}
                onClick={() => collapse.collapse(key)}
              >
                <IconChevronUp size={16} aria-hidden />
              </ActionIcon>
            )}
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={BUILDER_TEXTS.removeGroup(label)}
                onClick={onRemove}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        </Group>
        <JoinTypeControl
          label={BUILDER_TEXTS.groupJoinType}
          value={group.joinType}
          options={joinTypeOptions(showNorOperator, group.joinType)}
          disabled={readOnly}
          onChange={(joinType) => onChange((current) => changeGroupJoinType(current, joinType))}
        />
        {group.conditions.map((condition, conditionIndex) => (
          <ConditionRow
            // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id; their place is their path
            key={conditionIndex}
            condition={condition}
            path={{ groupIndex, conditionIndex }}
            onChange={(change) => updateCondition(conditionIndex, change)}
            onRemove={() => removeConditionAt(conditionIndex)}
          />
        ))}
        {!readOnly && (
          <Button
            variant="subtle"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={onAddCondition}
          >
            {BUILDER_TEXTS.addCondition}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
