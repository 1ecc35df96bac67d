// The signed-in session a request carries, resolved from the session cookie by the auth module's
// onRequest hook before any route runs. The brand always comes from here, never from a request body.
// The type import makes the augmentation below valid in any program that reaches this file (the
// benchmarks use the use-cases without HTTP).
import type {} from 'fastify';

export type RequestSession = {
  sessionId: string;
  brandId: string;
  brandSlug: string;
  userId: string;
  email: string;
  roles: string[];
};

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession | null;
  }
}
