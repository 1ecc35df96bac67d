import { Button, Group, Stack, Text } from '@mantine/core';
import type { ConditionalType, ConditionGroup, ConditionTree } from '@parley/core/conditions/model';
import { conditionKey, groupKey } from '@parley/core/conditions/paths';
import {
  addCondition,
  addGroup,
  changeTreeJoinType,
  removeGroup,
  updateGroupAt,
} from '@parley/core/conditions/tree-edits';
import { issueMessages, validateTree } from '@parley/core/conditions/validate';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { BUILDER_TEXTS } from '../condition-builder-texts.ts';
import { useCollapseState } from '../hooks/useCollapseState.ts';
import { BuilderContext, type BuilderSettings } from '../state/builder-context.ts';
import {
  type ConditionBuilderFlags,
  DEFAULT_CONDITION_TYPES,
  joinTypeOptions,
  offeredConditionTypes,
} from '../utils/offered-options.ts';
import { ConditionGroupCard } from './ConditionGroupCard.tsx';
import { JoinTypeControl } from './JoinTypeControl.tsx';

export type ConditionBuilderProps = {
  value: ConditionTree;
  onChange: (tree: ConditionTree) => void;
  /** spec 002 §5: messages show only after a save attempt; the host turns this on at save. */
  showValidation?: boolean;
  flags?: ConditionBuilderFlags;
  /** The condition types this host offers (segments, journeys and contact lists differ). */
  conditionTypes?: readonly ConditionalType[];
  /** spec 002 §6: a list the user may not edit is shown read-only. */
  readOnly?: boolean;
  /** spec 001 §5: isOneOf is offered only where allowed. Default on. */
  allowIsOneOf?: boolean;
  /** The join of the groups ("Groups must match"); a host with its own join-type field hides it. */
  showTreeJoinType?: boolean;
};

/**
 * The condition builder (spec 002 §2-§5): a controlled editor of a condition tree. Every edit goes
 * through the pure functions of @parley/core/conditions; this component only lays them out.
 */
export function ConditionBuilder({
  value,
  onChange,
  showValidation = false,
  flags = {},
  conditionTypes = DEFAULT_CONDITION_TYPES,
  readOnly = false,
  allowIsOneOf = true,
  showTreeJoinType = true,
}: ConditionBuilderProps) {
  const issues = useMemo(() => validateTree(value), [value]);
  const collapse = useCollapseState(value, showValidation, issues);
  const showNorOperator = flags.showNorOperator ?? false;
  const { allowCustomEvents, allowVoiceEvents } = flags;
  const settings: BuilderSettings = useMemo(
    () => ({
      conditionTypes: offeredConditionTypes(conditionTypes, { allowCustomEvents, allowVoiceEvents }),
      showNorOperator,
      allowIsOneOf,
      readOnly,
      messages: showValidation ? issueMessages(issues) : {},
      collapse,
    }),
    [
      conditionTypes,
      allowCustomEvents,
      allowVoiceEvents,
      showNorOperator,
      allowIsOneOf,
      readOnly,
      showValidation,
      issues,
      collapse,
    ],
  );

  const addNewGroup = () => {
    const groupIndex = value.groups.length;
    const next = addGroup(value);
    collapse.afterAdd(next, [groupKey({ groupIndex }), conditionKey({ groupIndex, conditionIndex: 0 })]);
    onChange(next);
  };
  const updateGroup = (groupIndex: number, change: (group: ConditionGroup) => ConditionGroup) =>
    onChange(updateGroupAt(value, groupIndex, change));
  const addConditionTo = (groupIndex: number) => {
    const conditionIndex = value.groups[groupIndex]?.conditions.length ?? 0;
    const next = updateGroupAt(value, groupIndex, addCondition);
    collapse.afterAdd(next, [groupKey({ groupIndex }), conditionKey({ groupIndex, conditionIndex })]);
    onChange(next);
  };
  const removeGroupAt = (groupIndex: number) => {
    collapse.afterRemove({ groupIndex });
    onChange(removeGroup(value, groupIndex));
  };

  return (
    <BuilderContext.Provider value={settings}>
      <Stack gap="sm" role="group" aria-label={BUILDER_TEXTS.builderLabel}>
        {showTreeJoinType && value.groups.length > 1 && (
          <JoinTypeControl
            label={BUILDER_TEXTS.treeJoinType}
            value={value.joinType}
            options={joinTypeOptions(showNorOperator, value.joinType)}
            disabled={readOnly}
            onChange={(joinType) => onChange(changeTreeJoinType(value, joinType))}
          />
        )}
        {value.groups.length === 0 && (
          <Text size="sm" c="dimmed">
            {BUILDER_TEXTS.noGroups}
          </Text>
        )}
        {value.groups.map((group, groupIndex) => (
          <ConditionGroupCard
            // Groups have no id; their place is their address (core's paths) and the collapse key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={groupIndex}
            group={group}
            groupIndex={groupIndex}
            onChange={(change) => updateGroup(groupIndex, change)}
            onRemove={() => removeGroupAt(groupIndex)}
            onAddCondition={() => addConditionTo(groupIndex)}
          />
        ))}
        {!readOnly && (
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={addNewGroup}
            >
              {BUILDER_TEXTS.addGroup}
            </Button>
          </Group>
        )}
      </Stack>
    </BuilderContext.Provider>
  );
}
