import { Group, Select, Stack, Switch, TagsInput, Text, Textarea, TextInput, Title } from '@mantine/core';
import { emptyTree } from '@parley/core/conditions/model';
import { MAX_JOURNEY_TAGS } from '@parley/core/journeys/limits';
import type { JourneyProblem } from '@parley/core/journeys/problems';
import {
  ENTRY_RULE_LABELS,
  ENTRY_RULES,
  EXIT_GOAL_CONDITION_TYPES,
  type JourneySettings,
} from '@parley/core/journeys/settings';
import { ConditionBuilder } from '../../condition-builder/components/ConditionBuilder.tsx';
import { BUILDER_TEXTS } from '../journeys-texts.ts';
import { useBuilder, useBuilderStore } from '../state/builder-context.ts';
import { firstProblemAt } from '../utils/problems.ts';

export type JourneySettingsFormProps = { problems: readonly JourneyProblem[]; readOnly: boolean };

/** The journey's own fields and settings: description, tags, entry rule, exit goal, quiet hours. */
export function JourneySettingsForm({ problems, readOnly }: JourneySettingsFormProps) {
  const store = useBuilderStore();
  const description = useBuilder((state) => state.description);
  const tags = useBuilder((state) => state.tags);
  const settings = useBuilder((state) => state.definition.settings);
  const journeyProblems = problems.filter((item) => item.nodeId === null);
  const update = (next: Partial<JourneySettings>, field: string) =>
    store.getState().updateSettings({ ...settings, ...next }, `settings.${field}`);
  return (
    <Stack gap="sm" p="md" role="region" aria-label={BUILDER_TEXTS.settings}>
      <Title order={4}>{BUILDER_TEXTS.settings}</Title>
      <Text size="xs" c="dimmed">
        {BUILDER_TEXTS.panelEmpty}
      </Text>
      <Textarea
        label={BUILDER_TEXTS.description}
        aria-label={BUILDER_TEXTS.description}
        autosize
        minRows={2}
        value={description}
        readOnly={readOnly}
        onChange={(event) => store.getState().setDescription(event.currentTarget.value)}
      />
      <TagsInput
        label={BUILDER_TEXTS.tags}
        aria-label={BUILDER_TEXTS.tags}
        value={tags}
        maxTags={MAX_JOURNEY_TAGS}
        readOnly={readOnly}
        onChange={(next) => store.getState().setTags(next)}
      />
      <Select
        label={BUILDER_TEXTS.entryRule}
        aria-label={BUILDER_TEXTS.entryRule}
        allowDeselect={false}
        readOnly={readOnly}
        data={ENTRY_RULES.map((rule) => ({ value: rule, label: ENTRY_RULE_LABELS[rule] }))}
        value={settings.entryRule}
        onChange={(rule) => {
          const entryRule = ENTRY_RULES.find((item) => item === rule);
          if (entryRule) update({ entryRule }, 'entryRule');
        }}
      />
      <Switch
        label={BUILDER_TEXTS.quietHours}
        checked={settings.quietHours.enabled}
        readOnly={readOnly}
        onChange={(event) =>
          update(
            { quietHours: { ...settings.quietHours, enabled: event.currentTarget.checked } },
            'quietHours.enabled',
          )
        }
      />
      {settings.quietHours.enabled && (
        <Group grow>
          <TextInput
            type="time"
            label={BUILDER_TEXTS.quietStart}
            aria-label="Quiet hours start"
            value={settings.quietHours.start ?? ''}
            readOnly={readOnly}
            error={firstProblemAt(journeyProblems, 'settings.quietHours')}
            onChange={(event) =>
              update(
                { quietHours: { ...settings.quietHours, start: event.currentTarget.value || null } },
                'quietHours.start',
              )
            }
          />
          <TextInput
            type="time"
            label={BUILDER_TEXTS.quietEnd}
            aria-label="Quiet hours end"
            value={settings.quietHours.end ?? ''}
            readOnly={readOnly}
            onChange={(event) =>
              update(
                { quietHours: { ...settings.quietHours, end: event.currentTarget.value || null } },
                'quietHours.end',
              )
            }
          />
        </Group>
      )}
      <TextInput
        label={BUILDER_TEXTS.defaultTimeZone}
        aria-label={BUILDER_TEXTS.defaultTimeZone}
        value={settings.defaultTimeZone}
        readOnly={readOnly}
        error={firstProblemAt(journeyProblems, 'settings.defaultTimeZone')}
        onChange={(event) => update({ defaultTimeZone: event.currentTarget.value }, 'defaultTimeZone')}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Exit goal
        </Text>
        <Text size="xs" c="dimmed">
          A contact leaves the journey as soon as they match it.
        </Text>
        <ConditionBuilder
          value={settings.exitGoal ?? emptyTree()}
          conditionTypes={EXIT_GOAL_CONDITION_TYPES}
          readOnly={readOnly}
          showValidation
          onChange={(tree) => update({ exitGoal: tree.groups.length === 0 ? null : tree }, 'exitGoal')}
        />
      </Stack>
    </Stack>
  );
}
