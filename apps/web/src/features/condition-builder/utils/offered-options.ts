import type { ConditionalType, JoinType } from '@parley/core/conditions/model';
import { joinTypesFor } from '@parley/core/conditions/operators';

export type ConditionBuilderFlags = {
  /** spec 002 §3: None (NOR) is offered only with this flag. Default off. */
  showNorOperator?: boolean;
  /** spec 002 §6: custom-event conditions behind a flag. Default on. */
  allowCustomEvents?: boolean;
  /** spec 002 §6: voice-event conditions behind a flag. Default on. */
  allowVoiceEvents?: boolean;
};

/** The types a builder offers when its host names none: contact attributes and the two stored event kinds. */
export const DEFAULT_CONDITION_TYPES: readonly ConditionalType[] = [
  'contactAttribute',
  'customEvent',
  'parleyVoiceEvent',
];

/** The host's condition types with the flagged ones removed when their flag is off. */
export function offeredConditionTypes(
  conditionTypes: readonly ConditionalType[],
  flags: ConditionBuilderFlags,
): ConditionalType[] {
  return conditionTypes.filter((type) => {
    if (type === 'customEvent') return flags.allowCustomEvents ?? true;
    if (type === 'parleyVoiceEvent') return flags.allowVoiceEvents ?? true;
    return true;
  });
}

/** Core's join types for the flag, plus the current one if a stored tree already uses it (shown, not offered). */
export function joinTypeOptions(showNorOperator: boolean, current: JoinType): JoinType[] {
  const offered = joinTypesFor({ showNorOperator });
  return offered.includes(current) ? offered : [...offered, current];
}
