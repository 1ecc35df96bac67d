import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { ZodError } from 'zod';
import type { AppDb } from '../db/database.ts';
import type { EventBus } from '../events/event-bus.ts';
import { AppError } from '../http/app-error.ts';
import { zodErrorBody } from '../http/error-handler.ts';
import { requireSession } from '../http/guards.ts';
import type { GraphQLContext } from './builder.ts';

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

/** AppError and zod failures keep their code, message and field; anything else is masked. */
function toGraphQLError(error: unknown): GraphQLError {
  // Not `instanceof GraphQLError`: the executor may build errors with another copy of graphql-js.
  const wrapped =
    typeof error === 'object' && error !== null && 'originalError' in error ? error.originalError : undefined;
  const original = wrapped ?? error;
  if (original instanceof AppError) {
    return new GraphQLError(original.message, {
      extensions: { code: original.code, field: original.field, status: original.status },
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
  options: { schema: GraphQLSchema; db: AppDb; bus: EventBus },
): void {
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: options.schema,
    graphqlEndpoint: '/api/graphql',
    graphiql: false,
    logging: {
      debug: (...args) => app.log.debug(args),
      info: (...args) => app.log.info(args),
      warn: (...args) => app.log.warn(args),
      error: (...args) => app.log.error(args),
    },
    maskedErrors: { maskError: (error) => toGraphQLError(error) },
    context: ({ req }) => ({ session: requireSession(req), db: options.db, bus: options.bus }),
  });

  app.route({
    url: '/api/graphql',
    method: ['GET', 'POST'],
    handler: async (request, reply) => {
      requireSession(request);
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}
