import path from 'node:path';
import { z } from 'zod';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@rlo/contract';

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('RLO Training <no-reply@rlotraining.com>'),
  PUBLIC_URL: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  CLOCK_NOW: z.iso.datetime({ offset: true }).optional(),
  // The browser suite moves the fixed business clock through a test route; never with the real clock.
  CLOCK_CONTROL: z.enum(['on', 'off']).default('off'),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().optional(),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().optional(),
  // Unset: on, except in production (a fresh production database must never get demo passwords).
  DEMO_DATA: z.enum(['on', 'off']).optional(),
  SECRETS_KEY: z.string().optional(),
  WEB_DIST: z.string().optional(),
  COURSES_URL: z.string().default('https://rlotraining.com/courses'),
  EVENTS_URL: z.string().default('https://rlotraining.com/events'),
  SUPPORT_URL: z.string().default('https://rlotraining.com/support'),
  LOG_LEVEL: z.string().default('info'),
  TRUST_PROXY: z.string().optional(),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  TEKMETRIC_BASE_URL: z.url({ error: 'must be a URL such as https://shop.tekmetric.com' }).default('https://shop.tekmetric.com'),
  TEKMETRIC_MAX_RPS: z.coerce.number().int().min(0).default(10),
  SYNC_JOBS: z.enum(['on', 'off']).default('on'),
  REPORT_CACHE_MB: z.coerce.number().min(0).default(64),
});

export interface AppConfig {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  stripe: { secretKey?: string; publishableKey?: string };
  clockNow?: Date;
  /** PUT /test/clock moves the fixed business clock (browser suite only; needs CLOCK_NOW). */
  clockControl: boolean;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  demoData: boolean;
  secretsKey?: string;
  webDist?: string;
  externalLinks: { courses: string; upcomingEvents: string; supportRequest: string };
  logLevel: string;
  /** Fastify's trustProxy: unset = false; 'true'; or the proxy addresses (comma-separated). */
  trustProxy: boolean | string;
  /** Sign-in attempts allowed per minute from one address. */
  loginRateLimit: number;
  /** Where the Tekmetric connector calls (production, sandbox, or a local fake in tests). */
  tekmetric: { baseUrl: string; maxRequestsPerSecond: number };
  /** `off`: this process neither schedules nor runs connector syncs (the admin CLI's own process, tests). */
  syncJobs: boolean;
  /** Memory for cached report answers per process (issue 28); 0 turns the cache and 304s off. */
  reportCacheBytes: number;
}

/** Reads the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.CLOCK_CONTROL === 'on' && !e.CLOCK_NOW) throw new Error('Invalid configuration:\n  CLOCK_CONTROL: needs CLOCK_NOW (only a fixed business clock can be moved)');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    stripe: { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY },
    clockNow: e.CLOCK_NOW ? new Date(e.CLOCK_NOW) : undefined,
    clockControl: e.CLOCK_CONTROL === 'on',
    sessionIdleMs: e.SESSION_IDLE_MINUTES ? e.SESSION_IDLE_MINUTES * 60_000 : SESSION_IDLE_MS,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS ? e.SESSION_ABSOLUTE_HOURS * 3_600_000 : SESSION_ABSOLUTE_MS,
    demoData: (e.DEMO_DATA ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    secretsKey: e.SECRETS_KEY,
    webDist: e.WEB_DIST,
    externalLinks: { courses: e.COURSES_URL, upcomingEvents: e.EVENTS_URL, supportRequest: e.SUPPORT_URL },
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    tekmetric: { baseUrl: e.TEKMETRIC_BASE_URL.replace(/\/+$/, ''), maxRequestsPerSecond: e.TEKMETRIC_MAX_RPS },
    syncJobs: e.SYNC_JOBS === 'on',
    reportCacheBytes: Math.round(e.REPORT_CACHE_MB * 1024 * 1024),
  };
}

function parseTrustProxy(value?: string): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}
