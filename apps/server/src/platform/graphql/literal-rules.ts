import {
  type ASTVisitor,
  type GraphQLError,
  type ValidationContext,
  type ValidationRule,
  ValuesOfCorrectTypeRule,
  visitInParallel,
} from 'graphql';
import { requestError } from './request-error.ts';

// Values written inside the document itself (`searchContacts(size: 99999999999)`). Their text (NUL,
// lone surrogates) is checked by unsafe-text-guard.ts; variables' types when the operation runs
// (variable-errors.ts).

/**
 * Tracks the argument or variable a literal belongs to, with the input fields down to it
 * (`queryParams.size`), so that an error can name it.
 */
function literalPathTracker(): { visitor: ASTVisitor; path: () => string; inVariable: () => boolean } {
  const names: string[] = [];
  let inVariable = false;
  const visitor: ASTVisitor = {
    Argument: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
    ObjectField: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
    VariableDefinition: {
      enter: (node) => {
        inVariable = true;
        names.push(node.variable.name.value);
      },
      leave: () => {
        inVariable = false;
        names.pop();
      },
    },
  };
  return { visitor, path: () => names.join('.'), inVariable: () => inVariable };
}

/**
 * graphql-js's check of literal values (a String where an Int goes, an Int over 2³¹) as a 400
 * `validation_failed` naming the argument, instead of a generic validation error.
 */
export const ArgumentLiteralRule: ValidationRule = (context) => {
  const tracker = literalPathTracker();
  const reporting: ValidationContext = Object.create(context, {
    reportError: {
      value: (error: GraphQLError) => {
        const field = tracker.path() || undefined;
        const message = !field
          ? error.message
          : tracker.inVariable()
            ? `Variable "$${field}" has an invalid default value: ${error.message}`
            : `Argument "${field}" has an invalid value: ${error.message}`;
        context.reportError(requestError('validation_failed', message, { field, nodes: error.nodes }));
      },
    },
  });
  return visitInParallel([tracker.visitor, ValuesOfCorrectTypeRule(reporting)]);
};

/** The document's rules with graphql-js's own literal check replaced by ArgumentLiteralRule. */
export function withLiteralRules(rules: readonly ValidationRule[]): ValidationRule[] {
  return [...rules.filter((rule) => rule !== ValuesOfCorrectTypeRule), ArgumentLiteralRule];
}
