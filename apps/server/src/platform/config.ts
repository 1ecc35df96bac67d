import path from 'node:path';
import { z } from 'zod';

// Every setting comes from the environment with a safe default; the README has the table.
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  PARLEY_DATA_DIR: z.string().default('data'),
  PARLEY_DEMO: z.enum(['0', '1']).optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Parley <no-reply@parley.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  COOKIE_SECURE: z.enum(['0', '1']).optional(),
  WEB_DIST_DIR: z.string().optional(),
  SSE_HEARTBEAT_MS: z.coerce.number().int().positive().default(25_000),
  NODE_ENV: z.string().default('production'),
});

export type AppConfig = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  sessionTtlMs: number;
  cookieSecure: boolean;
  webDistDir: string;
  sseHeartbeatMs: number;
};

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "not set" (e.g. DATABASE_URL= to force the embedded database).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${issues.join('; ')}`);
  }
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(repoRoot, e.PARLEY_DATA_DIR),
    // The embedded database always gets the demo brand when empty; PostgreSQL only with PARLEY_DEMO=1.
    seedDemo: e.DATABASE_URL ? e.PARLEY_DEMO === '1' : e.PARLEY_DEMO !== '0',
    publicUrl,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    cookieSecure: e.COOKIE_SECURE ? e.COOKIE_SECURE === '1' : publicUrl.startsWith('https:'),
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    sseHeartbeatMs: e.SSE_HEARTBEAT_MS,
  };
}
