import { specifiedRules } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { recordDocumentCost } from './heavy-document-lane.ts';
import { withLiteralRules } from './literal-rules.ts';
import type { QueryBudget } from './query-budget.ts';
import { createQueryBudgetRule } from './query-budget-rule.ts';
import { requestError } from './request-error.ts';

export type RequestBudget = QueryBudget & {
  /** Characters of the document text. */
  maxDocumentLength: number;
};

/**
 * Refuses, before anything runs, a document that is too long or over the query budget (checked
 * before graphql-js's own rules, some of which take time that grows with the square of the fields),
 * and literals of the wrong type or with text PostgreSQL cannot store. Each refusal is an HTTP 400.
 */
export function useRequestBudget(budget: RequestBudget): Plugin {
  return {
    onParams({ params, setResult }) {
      const length = typeof params.query === 'string' ? params.query.length : 0;
      if (length > budget.maxDocumentLength) {
        setResult({
          errors: [
            requestError(
              'query_too_complex',
              `Query document length ${length} exceeds the limit of ${budget.maxDocumentLength} characters`,
            ),
          ],
        });
      }
    },
    onValidate({ context, validateFn, setValidationFn }) {
      // Page sizes may come as variables: the rule reads them, so validation is not cached (graphql-route.ts).
      const params = recordOf(recordOf(context).params);
      const budgetRule = createQueryBudgetRule(budget, recordOf(params.variables), (measure) =>
        recordDocumentCost(context, measure.cost),
      );
      setValidationFn((schema, document, rules, ...rest) => {
        const overBudget = validateFn(schema, document, [budgetRule]);
        if (overBudget.length > 0) return overBudget;
        return validateFn(schema, document, withLiteralRules(rules ?? specifiedRules), ...rest);
      });
    },
  };
}

function recordOf(value: unknown): Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
}
