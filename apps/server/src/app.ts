import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { connectModules } from './connect-modules.ts';
import { buildSchema } from './graphql-schema.ts';
import { registerAdminRoutes } from './modules/admin/admin.routes.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { checkStreamSessions } from './modules/auth/check-stream-sessions.ts';
import { registerPasswordEmailRoutes } from './modules/auth/password-email.routes.ts';
import { resolveSession } from './modules/auth/resolve-session.ts';
import { registerSessionResolver, SESSION_COOKIE } from './modules/auth/session-cookie.ts';
import { registerCallRecordingsRoutes } from './modules/call-recordings/call-recordings.routes.ts';
import { registerCampaignRunner } from './modules/campaigns/campaigns.plugin.ts';
import { registerCampaignsRoutes } from './modules/campaigns/campaigns.routes.ts';
import { registerComplianceRoutes } from './modules/compliance/compliance.routes.ts';
import { registerContactsRoutes } from './modules/contacts/contacts.routes.ts';
import { registerConversationsRoutes } from './modules/conversations/conversations.routes.ts';
import { createManualOutboundSmsTask } from './modules/conversations/create-manual-outbound-sms-task.ts';
import { routingForConversations } from './modules/conversations/routing-adapter.ts';
import { registerEmail } from './modules/email/email.plugin.ts';
import { frameAncestorOrigins } from './modules/embedding/frame-ancestor-origins.ts';
import { registerEventsRoutes } from './modules/events/events.routes.ts';
import { registerJourneyEngine } from './modules/journeys/engine/engine.plugin.ts';
import { registerReportingRollups } from './modules/reporting/reporting.plugin.ts';
import { registerRouting } from './modules/routing/routing.plugin.ts';
import { registerSegmentsRoutes } from './modules/segments/segments.routes.ts';
import { registerSimulatorRoutes } from './modules/simulator/simulator.routes.ts';
import { registerVoice } from './modules/voice/voice.plugin.ts';
import { registerVoicemailDropsRoutes } from './modules/voicemail-drops/voicemail-drops.routes.ts';
import { createCarrier } from './platform/carrier/create-carrier.ts';
import type { AppConfig } from './platform/config.ts';
import type { DbHandle } from './platform/db/database.ts';
import { startEmbeddedMaintenance } from './platform/db/embedded-maintenance.ts';
import { registerGraphqlRoute } from './platform/graphql/graphql-route.ts';
import { registerCsrf } from './platform/http/csrf.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { registerHealthRoutes } from './platform/http/health.routes.ts';
import { registerInputHygiene } from './platform/http/input-hygiene.ts';
import { appLoggerOptions } from './platform/http/log-safety.ts';
import { registerRequestFairness } from './platform/http/request-fairness.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import type { EventBus } from './platform/realtime/event-bus.ts';
import { registerSseRoutes } from './platform/realtime/sse-routes.ts';
import { createSecretBox, type SecretBox, secretKeyLoader } from './platform/secret-box.ts';

export type AppDependencies = {
  config: AppConfig;
  database: DbHandle;
  bus: EventBus;
  mailer?: Mailer;
  /** What seals mailbox credentials; by default keyed by PARLEY_SECRET_KEY or the data directory's key. */
  secrets?: SecretBox;
  logger?: boolean | object;
};

/** Composition root of the HTTP app: platform pieces first, then each module's routes. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database, bus } = deps;
  connectModules();
  const app = Fastify({
    logger: appLoggerOptions(config.logLevel, deps.logger),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // One line per request only when debugging; errors are always logged by the error handler.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  });
  const db = database.db;
  const mailer =
    deps.mailer ?? createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });

  // First: every answer carries the security headers, also one refused by a later hook.
  registerSecurityHeaders(app, { publicUrl: config.publicUrl });
  await app.register(fastifyCookie);
  registerErrorHandler(app);
  registerInputHygiene(app);
  registerCsrf(app, { cookieSecure: config.cookieSecure });
  registerSessionResolver(app, db, { idleMs: config.sessionIdleMs });
  registerRequestFairness(app, config.fairness, database);

  // PGlite runs no autovacuum: the server vacuums and analyzes its embedded database itself (nothing
  // on PostgreSQL). Started when the app is ready, stopped when it closes, before the database closes.
  let stopMaintenance: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopMaintenance = startEmbeddedMaintenance(database, {
      onError: (err) => app.log.error({ err }, 'embedded database upkeep'),
      log: app.log,
    });
  });
  app.addHook('onClose', async () => {
    await stopMaintenance?.();
    stopMaintenance = null;
  });

  registerHealthRoutes(app, { database });
  registerAuthRoutes(app, {
    db,
    mailer,
    sessionTtlMs: config.sessionTtlMs,
    cookieSecure: config.cookieSecure,
    publicUrl: config.publicUrl,
  });
  registerAdminRoutes(app, { db });
  registerPasswordEmailRoutes(app, { db, mailer, publicUrl: config.publicUrl });
  const carrier = createCarrier();
  registerConversationsRoutes(app, { db, bus, carrier });
  registerSimulatorRoutes(app, { db, bus, carrier });
  registerEventsRoutes(app, { db });
  registerContactsRoutes(app, { db });
  registerSegmentsRoutes(app, { db });
  registerComplianceRoutes(app, { db });
  registerVoicemailDropsRoutes(app, { db });
  registerCallRecordingsRoutes(app, { db });
  registerGraphqlRoute(app, { schema: buildSchema(), db, bus });
  registerRouting(app, {
    database,
    bus,
    // An outbound SMS task needs its conversation: the conversations module creates both.
    manualOutboundSms: (session, input) =>
      createManualOutboundSmsTask(
        { db, carrier, routing: routingForConversations({ db, bus }) },
        { session, input },
      ),
  });
  registerVoice(app, { database, bus, carrier });
  registerEmail(app, {
    database,
    bus,
    secrets:
      deps.secrets ??
      createSecretBox(secretKeyLoader({ secretKey: config.secretKey, dataDir: config.dataDir })),
    oauth: config.emailOAuth,
    publicUrl: config.publicUrl,
  });
  registerCampaignRunner(app, { database, bus, carrier });
  registerCampaignsRoutes(app, { db, bus });
  registerReportingRollups(app, { database });
  registerJourneyEngine(app, {
    database,
    bus,
    carrier,
    mailer,
    mailHost: new URL(config.publicUrl).hostname,
    webhooks: config.journeyWebhooks,
    delayScale: config.journeyDelayScale,
  });
  registerSseRoutes(app, {
    bus,
    heartbeatMs: config.sseHeartbeatMs,
    // Streams close when their session ends, expires, idles or changes (docs/security/sessions.md).
    checkSessions: (owners) => checkStreamSessions(db, { owners, idleMs: config.sessionIdleMs }),
  });
  await registerWebApp(app, {
    distDir: config.webDistDir,
    frameAncestors: async (request) => {
      const cookieToken = request.cookies[SESSION_COOKIE];
      const session = cookieToken ? await resolveSession(db, { cookieToken }) : null;
      return frameAncestorOrigins(db, { brandId: session?.brandId ?? null });
    },
  });
  return app;
}
