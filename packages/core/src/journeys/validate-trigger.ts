// Completeness of the trigger node (spec 000 §4 trigger types): what each type must name, filters by
// the condition builder's rules, and schedules (cron.ts; a one-time run in the future).
import { parseDatetimeText } from '../conditions/values.ts';
import { checkCron } from './cron.ts';
import { filterProblems } from './filter-problems.ts';
import type { NodeOf } from './graph.ts';
import { type JourneyProblem, problem } from './problems.ts';
import { JOURNEY_PROBLEM_TEXTS as TEXTS } from './texts.ts';
import type { Schedule } from './trigger-data.ts';
import { isValidTimeZone } from './zoned-time.ts';

function scheduleProblems(schedule: Schedule, nodeId: string, now: Date | null): JourneyProblem[] {
  const at = (field: string) => ({ nodeId, field: `data.schedule.${field}` });
  if (!isValidTimeZone(schedule.timeZone)) return [problem('invalid', TEXTS.timeZoneInvalid, at('timeZone'))];
  if (schedule.kind === 'once') {
    if (schedule.at === null || schedule.at.trim() === '') {
      return [problem('incomplete', TEXTS.scheduleTimeRequired, at('at'))];
    }
    const instant = parseDatetimeText(schedule.at);
    if (!instant) return [problem('invalid', TEXTS.scheduleTimeInvalid, at('at'))];
    if (now && instant.getTime() <= now.getTime()) {
      return [problem('incomplete', TEXTS.scheduleTimePassed, at('at'))];
    }
    return [];
  }
  const check = checkCron(schedule.cron, schedule.timeZone, now ?? new Date());
  if (check.ok) return [];
  switch (check.reason) {
    case 'required':
      return [problem('incomplete', TEXTS.cronRequired, at('cron'))];
    case 'timeZone':
      return [problem('invalid', TEXTS.timeZoneInvalid, at('timeZone'))];
    case 'neverRuns':
      return [problem('invalid', TEXTS.cronNeverRuns, at('cron'))];
    case 'invalid':
      return [problem('invalid', TEXTS.cronInvalid, at('cron'))];
  }
}

/** The trigger's problems; `now` (when given) also checks that a one-time schedule lies ahead. */
export function triggerProblems(node: NodeOf<'trigger'>, now: Date | null): JourneyProblem[] {
  const { data, id: nodeId } = node;
  switch (data.triggerType) {
    case null:
      return [problem('incomplete', TEXTS.triggerTypeRequired, { nodeId, field: 'data.triggerType' })];
    case 'custom':
    case 'parleyVoiceEvent': {
      const problems: JourneyProblem[] = [];
      if (!data.eventName?.trim()) {
        problems.push(problem('incomplete', TEXTS.eventNameRequired, { nodeId, field: 'data.eventName' }));
      }
      const conditionalType = data.triggerType === 'custom' ? 'customEvent' : 'parleyVoiceEvent';
      problems.push(...filterProblems(data.filters, conditionalType, nodeId, 'data.filters'));
      return problems;
    }
    case 'pageview':
      return filterProblems(data.filters, 'pageview', nodeId, 'data.filters');
    case 'addContactToStaticSegment':
      return data.segmentId
        ? []
        : [problem('incomplete', TEXTS.segmentRequired, { nodeId, field: 'data.segmentId' })];
    case 'scheduled': {
      const problems = scheduleProblems(data.schedule, nodeId, now);
      if (!data.audience.id) {
        problems.push(problem('incomplete', TEXTS.audienceRequired, { nodeId, field: 'data.audience.id' }));
      }
      return problems;
    }
  }
}
