import { describe, expect, it } from 'vitest';
import { attributeCondition, eventCondition, stringFilter } from '../conditions/test-fixtures.ts';
import { defaultJourneySettings, hasExitGoal } from './settings.ts';
import { settingsProblems } from './validate-settings.ts';

const goal = (conditions: ReturnType<typeof attributeCondition>[]) => ({
  joinType: 'all' as const,
  groups: [{ name: 'Goal', joinType: 'all' as const, conditions }],
});

describe('journey settings', () => {
  it('accept the defaults: enter once, no exit goal, quiet hours off', () => {
    expect(settingsProblems(defaultJourneySettings())).toEqual([]);
    expect(hasExitGoal(defaultJourneySettings())).toBe(false);
  });

  it('check an exit goal by the condition rules, on stored data only', () => {
    const settings = {
      ...defaultJourneySettings(),
      exitGoal: goal([
        attributeCondition(stringFilter('plan', 'equals', '')),
        { ...eventCondition('order placed'), conditionalType: 'triggeringEvent' as const },
      ]),
    };
    expect(
      settingsProblems(settings).map(({ severity, field, message }) => [severity, field, message]),
    ).toEqual([
      [
        'invalid',
        'settings.exitGoal.groups.0.conditions.1.conditionalType',
        'This condition type cannot be used here.',
      ],
      [
        'incomplete',
        'settings.exitGoal.groups.0.conditions.0.filters.0.propertyValue',
        'Input value cannot be blank.',
      ],
    ]);
    const complete = { ...defaultJourneySettings(), exitGoal: goal([eventCondition('order placed')]) };
    expect(settingsProblems(complete)).toEqual([]);
    expect(hasExitGoal(complete)).toBe(true);
  });

  it('need both ends of enabled quiet hours', () => {
    const settings = {
      ...defaultJourneySettings(),
      quietHours: { enabled: true, start: null, end: '08:00' },
    };
    expect(settingsProblems(settings).map((problem) => problem.message)).toEqual([
      'Quiet hours need a start and an end.',
    ]);
  });
});
