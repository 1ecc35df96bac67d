import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../platform/db/database.ts';
import { idArg } from '../../platform/graphql/id-arg.ts';
import { requireSession, requireSettingsManager } from '../../platform/http/guards.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { sendUserPasswordEmail } from './send-user-password-email.ts';

export type PasswordEmailRoutesOptions = { db: AppDb; mailer: Mailer; publicUrl: string };

// REST beside the GraphQL fields because mail needs the mailer, which GraphQL resolvers do not get.
export function registerPasswordEmailRoutes(app: FastifyInstance, options: PasswordEmailRoutesOptions): void {
  // A link to choose a password: the invitation of a user created without one, or a reset.
  app.post<{ Params: { userId: string } }>(
    '/api/user-management/users/:userId/password-email',
    async (request) => {
      const session = requireSettingsManager(requireSession(request));
      return sendUserPasswordEmail(options.db, {
        brandId: session.brandId,
        actorUserId: session.userId,
        userId: idArg(request.params.userId, 'userId'),
        mailer: options.mailer,
        publicUrl: options.publicUrl,
      });
    },
  );
}
