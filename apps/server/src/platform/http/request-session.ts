// The signed-in session a request carries, resolved from the session cookie by the auth module's
// onRequest hook before any route runs. The brand always comes from here, never from a request body.
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
