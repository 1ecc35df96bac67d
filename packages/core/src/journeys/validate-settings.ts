// The journey's settings checked (settings.ts): an exit goal by the condition builder's rules on
// stored data only, quiet hours with a real window, a known default time zone.
import { validateTree } from '../conditions/validate.ts';
import { type JourneyProblem, problem } from './problems.ts';
import { EXIT_GOAL_CONDITION_TYPES, type JourneySettings } from './settings.ts';
import { JOURNEY_PROBLEM_TEXTS as TEXTS } from './texts.ts';
import { isValidTimeZone } from './zoned-time.ts';

export function settingsProblems(settings: JourneySettings): JourneyProblem[] {
  const problems: JourneyProblem[] = [];
  const { exitGoal, quietHours } = settings;
  if (exitGoal) {
    exitGoal.groups.forEach((group, groupIndex) => {
      group.conditions.forEach((condition, conditionIndex) => {
        const type = condition.conditionalType;
        if (type !== null && !(EXIT_GOAL_CONDITION_TYPES as readonly string[]).includes(type)) {
          const field = `settings.exitGoal.groups.${groupIndex}.conditions.${conditionIndex}.conditionalType`;
          problems.push(problem('invalid', TEXTS.conditionTypeNotAllowed, { field }));
        }
      });
    });
    for (const issue of validateTree(exitGoal)) {
      problems.push(problem('incomplete', issue.message, { field: `settings.exitGoal.${issue.key}` }));
    }
  }
  if (quietHours.enabled) {
    if (quietHours.start === null || quietHours.end === null) {
      problems.push(problem('incomplete', TEXTS.quietHoursIncomplete, { field: 'settings.quietHours' }));
    } else if (quietHours.start === quietHours.end) {
      problems.push(problem('incomplete', TEXTS.quietHoursEmpty, { field: 'settings.quietHours' }));
    }
  }
  if (!isValidTimeZone(settings.defaultTimeZone)) {
    problems.push(problem('invalid', TEXTS.timeZoneInvalid, { field: 'settings.defaultTimeZone' }));
  }
  return problems;
}
