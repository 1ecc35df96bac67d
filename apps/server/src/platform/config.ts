import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { FairnessLimits } from './http/request-fairness.ts';

// Every setting comes from the environment with a safe default; the README has the table.
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  PARLEY_DATA_DIR: z.string().default('data'),
  PARLEY_DEMO: z.enum(['0', '1']).optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  // platform/secret-box.ts: the key that encrypts mailbox credentials (else data/secret.key).
  PARLEY_SECRET_KEY: z.string().min(16).optional(),
  MAIL_FROM: z.string().default('Parley <no-reply@parley.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  COOKIE_SECURE: z.enum(['0', '1']).optional(),
  WEB_DIST_DIR: z.string().optional(),
  SSE_HEARTBEAT_MS: z.coerce.number().int().positive().default(25_000),
  // docs/security/sessions.md: off unless a proxy in front sets X-Forwarded-For.
  TRUST_PROXY: z.string().optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(0).default(30),
  NODE_ENV: z.string().default('production'),
  // docs/security/request-limits.md: each user's and brand's share of the server.
  RATE_LIMIT_USER_PER_SECOND: z.coerce.number().positive().default(100),
  RATE_LIMIT_USER_BURST: z.coerce.number().int().min(1).default(500),
  RATE_LIMIT_BRAND_PER_SECOND: z.coerce.number().positive().default(1000),
  RATE_LIMIT_BRAND_BURST: z.coerce.number().int().min(1).default(5000),
  USER_MAX_CONCURRENT_REQUESTS: z.coerce.number().int().min(1).default(2),
  USER_MAX_QUEUED_REQUESTS: z.coerce.number().int().min(0).default(64),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  // docs/journeys.md "Webhooks": private, loopback and link-local targets only when allowed (tests).
  JOURNEY_WEBHOOKS_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
  JOURNEY_WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).default(10_000),
  JOURNEY_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  // Benchmarks and crash tests: every journey delay divided by this (1 = real time).
  JOURNEY_DELAY_SCALE: z.coerce.number().int().min(1).default(1),
  // docs/email.md "Gmail and Outlook": the OAuth apps (a provider without both is not offered) and
  // the providers' addresses (tests point them at a fake provider).
  GMAIL_CLIENT_ID: z.string().optional(),
  GMAIL_CLIENT_SECRET: z.string().optional(),
  OUTLOOK_CLIENT_ID: z.string().optional(),
  OUTLOOK_CLIENT_SECRET: z.string().optional(),
  OUTLOOK_TENANT: z
    .string()
    .regex(/^[A-Za-z0-9.-]+$/, 'must be a tenant id or domain')
    .default('common'),
  GOOGLE_OAUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GMAIL_API_URL: z.string().url().default('https://gmail.googleapis.com'),
  MICROSOFT_LOGIN_URL: z.string().url().default('https://login.microsoftonline.com'),
  MICROSOFT_GRAPH_URL: z.string().url().default('https://graph.microsoft.com'),
});

export type AppConfig = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  publicUrl: string;
  smtpUrl: string | undefined;
  /** PARLEY_SECRET_KEY (platform/secret-box.ts). */
  secretKey: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  sessionTtlMs: number;
  cookieSecure: boolean;
  webDistDir: string;
  sseHeartbeatMs: number;
  /** Fastify's trustProxy: false (the socket's address), trust of N hops, or the proxies' addresses. */
  trustProxy: false | TrustHops | string[];
  /** A session with no request for this long ends (0: never). */
  sessionIdleMs: number;
  /** Request limits per user and brand (platform/http/request-fairness.ts). */
  fairness: FairnessLimits;
  /** PostgreSQL's statement_timeout for the app's connections (0: none). */
  dbStatementTimeoutMs: number;
  /** The journey engine's webhooks (docs/journeys.md "Webhooks"). */
  journeyWebhooks: { allowPrivateNetworks: boolean; retryBaseMs: number; timeoutMs: number };
  /** Journey delays are divided by this (benchmarks, crash tests); 1 in production. */
  journeyDelayScale: number;
  /** Gmail and Outlook mailboxes through OAuth (docs/email.md); a provider is null when not configured. */
  emailOAuth: EmailOAuthConfig;
};

export type EmailOAuthConfig = {
  gmail: {
    clientId: string;
    clientSecret: string;
    authorizeUrl: string;
    tokenUrl: string;
    apiUrl: string;
  } | null;
  outlook: {
    clientId: string;
    clientSecret: string;
    tenant: string;
    loginUrl: string;
    graphUrl: string;
  } | null;
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
    secretKey: e.PARLEY_SECRET_KEY,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    cookieSecure: e.COOKIE_SECURE ? e.COOKIE_SECURE === '1' : publicUrl.startsWith('https:'),
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    sseHeartbeatMs: e.SSE_HEARTBEAT_MS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    fairness: {
      userPerSecond: e.RATE_LIMIT_USER_PER_SECOND,
      userBurst: e.RATE_LIMIT_USER_BURST,
      brandPerSecond: e.RATE_LIMIT_BRAND_PER_SECOND,
      brandBurst: e.RATE_LIMIT_BRAND_BURST,
      userMaxInFlight: e.USER_MAX_CONCURRENT_REQUESTS,
      userMaxQueued: e.USER_MAX_QUEUED_REQUESTS,
    },
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    journeyWebhooks: {
      allowPrivateNetworks: e.JOURNEY_WEBHOOKS_ALLOW_PRIVATE === '1',
      retryBaseMs: e.JOURNEY_WEBHOOK_RETRY_BASE_MS,
      timeoutMs: e.JOURNEY_WEBHOOK_TIMEOUT_MS,
    },
    journeyDelayScale: e.JOURNEY_DELAY_SCALE,
    emailOAuth: {
      gmail:
        e.GMAIL_CLIENT_ID && e.GMAIL_CLIENT_SECRET
          ? {
              clientId: e.GMAIL_CLIENT_ID,
              clientSecret: e.GMAIL_CLIENT_SECRET,
              authorizeUrl: e.GOOGLE_OAUTH_URL,
              tokenUrl: e.GOOGLE_TOKEN_URL,
              apiUrl: e.GMAIL_API_URL.replace(/\/$/, ''),
            }
          : null,
      outlook:
        e.OUTLOOK_CLIENT_ID && e.OUTLOOK_CLIENT_SECRET
          ? {
              clientId: e.OUTLOOK_CLIENT_ID,
              clientSecret: e.OUTLOOK_CLIENT_SECRET,
              tenant: e.OUTLOOK_TENANT,
              loginUrl: e.MICROSOFT_LOGIN_URL.replace(/\/$/, ''),
              graphUrl: e.MICROSOFT_GRAPH_URL.replace(/\/$/, ''),
            }
          : null,
    },
  };
}

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Trusts the nearest `hops` addresses of the chain (the socket's peer first) as proxies. */
type TrustHops = (address: string, hop: number) => boolean;

function trustHops(hops: number): TrustHops {
  // Fastify fails closed on a plain number (it cannot check the peer), so the count is a function.
  return (_address, hop) => hop < hops;
}

/** TRUST_PROXY: unset or 0/false = off; 1/true = one hop; N = N hops; else addresses or CIDRs, comma separated. */
export function parseTrustProxy(value: string | undefined): false | TrustHops | string[] {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === 'true') return trustHops(1);
  if (/^\d+$/.test(text)) return trustHops(Number(text));
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    // proxy-addr's names for the private ranges are accepted as well.
    if (PROXY_RANGE_NAMES.has(entry)) continue;
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const prefixOk =
      prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (family === 0 || !prefixOk || extra !== undefined) {
      throw new Error(
        `Invalid configuration: TRUST_PROXY: "${entry}" is not an IP address or CIDR (use 0, 1, a hop count, or a comma-separated list)`,
      );
    }
  }
  return entries;
}
