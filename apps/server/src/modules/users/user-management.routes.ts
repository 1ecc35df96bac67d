import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../platform/db/database.ts';
import { requireSession } from '../../platform/http/guards.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { idArg } from './id-arg.ts';
import { sendUserPasswordEmail } from './send-user-password-email.ts';
import { requireSettingsManager } from './user-management.policy.ts';

export type UserManagementRoutesOptions = { db: AppDb; mailer: Mailer; publicUrl: string };

// REST beside the GraphQL fields because mail needs the mailer, which GraphQL resolvers do not get.
export function registerUserManagementRoutes(
  app: FastifyInstance,
  options: UserManagementRoutesOptions,
): void {
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
