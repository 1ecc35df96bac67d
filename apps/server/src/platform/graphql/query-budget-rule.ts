import { type FragmentDefinitionNode, Kind, type ValidationRule } from 'graphql';
import { measureOperation, type QueryBudget, type QueryMeasure } from './query-budget.ts';
import { requestError } from './request-error.ts';

/**
 * A validation rule refusing each operation of the document that is over `budget` (one error, the
 * first limit passed). Page sizes given as variables are read from `variables`, so a document's
 * result depends on them: it must not be cached by document alone.
 */
export function createQueryBudgetRule(
  budget: QueryBudget,
  variables: Readonly<Record<string, unknown>>,
  /** Called with each operation's measure (heavy-document-lane.ts reads the cost). */
  onMeasured?: (measure: QueryMeasure) => void,
): ValidationRule {
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    let selectionsSoFar = 0;
    return {
      OperationDefinition(operation) {
        // Counting stops well past the limit: a fragment spread many times over could take very long.
        const stopAfter = 10 * budget.maxSelections - selectionsSoFar;
        const measure = measureOperation(context.getSchema(), operation, fragments, variables, stopAfter);
        selectionsSoFar += measure.selections;
        onMeasured?.(measure);
        const problem = overBudget(measure, selectionsSoFar, budget);
        if (problem) context.reportError(requestError('query_too_complex', problem, { nodes: operation }));
        return false;
      },
    };
  };
}

/** Why a measured operation is refused (the first limit it passes), or null when it fits. */
function overBudget(measure: QueryMeasure, selections: number, budget: QueryBudget): string | null {
  if (selections > budget.maxSelections) {
    const count =
      selections > 10 * budget.maxSelections ? `more than ${10 * budget.maxSelections}` : selections;
    return `Query field count ${count} exceeds the limit of ${budget.maxSelections} (every alias and every use of a fragment counts)`;
  }
  if (measure.rootFields > budget.maxRootFields) {
    return `Query top-level field count ${measure.rootFields} exceeds the limit of ${budget.maxRootFields}`;
  }
  if (measure.depth > budget.maxDepth) {
    return `Query depth ${measure.depth} exceeds the limit of ${budget.maxDepth}`;
  }
  if (measure.cost > budget.maxCost) {
    return `Query cost ${measure.cost} exceeds the limit of ${budget.maxCost} (a field counts once per item of each list above it)`;
  }
  return null;
}
