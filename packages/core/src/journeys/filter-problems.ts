// The condition builder's filter rules (conditions/validate.ts, spec 002 §5) applied to the filters of
// a trigger or of a delay waiting for an event: each issue becomes a problem at the node's field.
import type { ConditionalType, Filter } from '../conditions/model.ts';
import { isOperatorValidForType } from '../conditions/operators.ts';
import { validateFilter } from '../conditions/validate.ts';
import { type JourneyProblem, problem } from './problems.ts';
import { JOURNEY_PROBLEM_TEXTS } from './texts.ts';

export function filterProblems(
  filters: readonly Filter[],
  conditionalType: ConditionalType,
  nodeId: string,
  fieldPrefix: string,
): JourneyProblem[] {
  const problems: JourneyProblem[] = [];
  filters.forEach((filter, filterIndex) => {
    const at = `${fieldPrefix}.${filterIndex}`;
    const { propertyType, propertyOperator } = filter;
    if (
      propertyType !== null &&
      propertyOperator !== null &&
      !isOperatorValidForType(propertyType, propertyOperator)
    ) {
      problems.push(
        problem('invalid', JOURNEY_PROBLEM_TEXTS.operatorNotForType, {
          nodeId,
          field: `${at}.propertyOperator`,
        }),
      );
    }
    for (const issue of validateFilter(filter, conditionalType, {
      groupIndex: 0,
      conditionIndex: 0,
      filterIndex,
    })) {
      problems.push(problem('incomplete', issue.message, { nodeId, field: `${at}.${issue.field}` }));
    }
  });
  return problems;
}
