import { type ASTNode, type ASTVisitor, GraphQLError, Kind, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { findUnsafeText, type UnsafeText, unsafeTextReason } from '../http/unsafe-text.ts';

// The GraphQL half of input hygiene at the edge (issue 11, docs/security/edge.md). The app-wide
// Fastify hook (platform/http/input-hygiene.ts) already refuses a JSON body holding NUL or a lone
// surrogate; two things only GraphQL can decode are checked here:
// - variables sent in a GET query string (JSON text there, decoded by Yoga);
// - string literals of the document: `searchContacts(query: "a\u0000b")` is NUL once parsed (a lone
//   surrogate escape is already a syntax error in graphql-js 16).
// Either is a 400 with `validation_failed` and the field, like the hook's answers.

function refusal(found: UnsafeText, nodes?: ASTNode): GraphQLError {
  return new GraphQLError(`${found.field} ${found.reason}`, {
    nodes,
    // spec: false: a 400 also for Accept: application/json (Yoga answers 200 to other validation errors).
    extensions: {
      code: 'validation_failed',
      field: found.field,
      status: 400,
      http: { status: 400, spec: false },
    },
  });
}

/** Where a literal sits: `searchContacts.query`, `createTask.input.attributes.k`, `$q` (a default). */
function literalPath(ancestors: readonly (ASTNode | readonly ASTNode[])[]): string {
  const names: string[] = [];
  for (const ancestor of ancestors) {
    if (!('kind' in ancestor)) continue;
    if (
      ancestor.kind === Kind.FIELD ||
      ancestor.kind === Kind.ARGUMENT ||
      ancestor.kind === Kind.OBJECT_FIELD
    )
      names.push(ancestor.name.value);
    else if (ancestor.kind === Kind.VARIABLE_DEFINITION) names.push(`$${ancestor.variable.name.value}`);
  }
  return names.join('.') || 'query';
}

/** Validation rule: a string literal that cannot be stored is a validation error naming its argument. */
export function UnsafeStringLiteralRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node, _key, parent, _path, ancestors) {
      const reason = unsafeTextReason(node.value);
      if (!reason) return;
      // `ancestors` stops before the literal's parent (its Argument or ObjectField): add it.
      const path = parent && 'kind' in parent ? [...ancestors, parent] : ancestors;
      context.reportError(refusal({ field: literalPath(path), reason }, node));
    },
  };
}

/** The Yoga plugin: variables (also from a GET query string) and the document's literals. */
export function useUnsafeTextGuard(): Plugin {
  return {
    onParams({ params }) {
      const found =
        findUnsafeText(params.variables ?? null, 'variables') ??
        findUnsafeText(params.operationName ?? null, 'operationName') ??
        findUnsafeText(params.extensions ?? null, 'extensions');
      if (found) throw refusal(found);
    },
    onValidate({ addValidationRule }) {
      addValidationRule(UnsafeStringLiteralRule);
    },
  };
}
