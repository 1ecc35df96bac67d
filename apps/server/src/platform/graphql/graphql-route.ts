import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { createYoga, useExecutionCancellation } from 'graphql-yoga';
import { ZodError } from 'zod';
import type { AppDb } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { databaseUnavailableError } from '../http/database-unavailable.ts';
import { zodErrorBody } from '../http/error-handler.ts';
import { requireSession } from '../http/guards.ts';
import { yogaLogger } from '../http/log-safety.ts';
import type { EventBus } from '../realtime/event-bus.ts';
import type { GraphQLContext } from './builder.ts';
import { heavyDocumentLane } from './heavy-document-lane.ts';
import { DEFAULT_QUERY_BUDGET } from './query-budget.ts';
import { type RequestBudget, useRequestBudget } from './request-budget-plugin.ts';
import { useUnsafeTextGuard } from './unsafe-text-guard.ts';
import { variableCoercionError } from './variable-errors.ts';

/** The limits of one GraphQL request (docs/security/request-limits.md). */
export const DEFAULT_REQUEST_BUDGET: RequestBudget = { ...DEFAULT_QUERY_BUDGET, maxDocumentLength: 20_000 };

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

/** AppError and zod failures keep their code, message and field; anything else is masked. */
function toGraphQLError(error: unknown): GraphQLError {
  const variableError = variableCoercionError(error);
  if (variableError) return variableError;
  // Not `instanceof GraphQLError`: the executor may build errors with another copy of graphql-js.
  const wrapped =
    typeof error === 'object' && error !== null && 'originalError' in error ? error.originalError : undefined;
  const original = databaseUnavailableError(wrapped ?? error) ?? wrapped ?? error;
  if (original instanceof AppError) {
    // `details` as in REST bodies (error-handler.ts): e.g. every problem of a refused journey.
    const details = original.details === undefined ? {} : { details: original.details };
    return new GraphQLError(original.message, {
      extensions: { code: original.code, field: original.field, status: original.status, ...details },
    });
  }
  if (original instanceof ZodError) {
    const body = zodErrorBody(original);
    return new GraphQLError(body.message, {
      extensions: { code: body.code, field: body.field, status: 400 },
    });
  }
  // Errors graphql-js raises itself (a bad query, a bad variable) carry no originalError and are safe.
  if (error instanceof Error && error.name === 'GraphQLError' && !wrapped) return error as GraphQLError;
  return new GraphQLError('There was an error', { extensions: { code: 'internal' } });
}

/** GraphQL Yoga at /api/graphql; a request without a session gets a plain 401 like REST. */
export function registerGraphqlRoute(
  app: FastifyInstance,
  options: { schema: GraphQLSchema; db: AppDb; bus: EventBus; budget?: RequestBudget },
): void {
  const heavyDocuments = heavyDocumentLane();
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: options.schema,
    graphqlEndpoint: '/api/graphql',
    graphiql: false,
    // Client errors at info, never a bound parameter or secret (docs/security/edge.md "Logs").
    logging: yogaLogger(app.log),
    maskedErrors: { maskError: (error) => toGraphQLError(error) },
    // The query budget reads page sizes from the variables: a document's validation is not reusable.
    parserAndValidationCache: { validationCache: false },
    plugins: [
      useRequestBudget(options.budget ?? DEFAULT_REQUEST_BUDGET),
      // NUL or a lone surrogate in variables or a string literal: a 400 naming it (docs/security/edge.md).
      useUnsafeTextGuard(),
      // A client that goes away aborts the request's signal (Yoga ties it to the reply's 'close'):
      // execution then resolves no further field.
      useExecutionCancellation(),
      // A heavy document waits for its user's other heavy one to be answered.
      heavyDocuments.plugin,
    ],
    context: ({ req }) => ({ session: requireSession(req), db: options.db, bus: options.bus }),
  });

  app.route({
    url: '/api/graphql',
    method: ['GET', 'POST'],
    handler: async (request, reply) => {
      requireSession(request);
      let response: Response;
      try {
        response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
      } finally {
        heavyDocuments.release(request);
      }
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}
