import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '@refnet/contracts';

/** The monorepo root: src/ and dist/ both sit one level below api/. */
const MONOREPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['', '0', 'false', 'no', 'off'];

const flag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return fallback;
      const word = value.trim().toLowerCase();
      if (TRUE_WORDS.includes(word)) return true;
      if (FALSE_WORDS.includes(word)) return false;
      ctx.addIssue({
        code: 'custom',
        message: `expected one of ${[...TRUE_WORDS, ...FALSE_WORDS.slice(1)].join(', ')}`,
      });
      return z.NEVER;
    });

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const nonNegativeInt = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);

/** Blank counts as unset (empty values are dropped before parsing, see loadConfig). */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** `address@domain.tld` or `Display Name <address@domain.tld>`. */
const MAIL_FROM_PATTERN = /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

const httpUrl = z.url({ protocol: /^https?$/, message: 'expected an http(s) URL' });

/** A remote manifest is either a path on this server or an absolute URL on another origin. */
const remoteUrl = z
  .string()
  .trim()
  .refine((value) => value.startsWith('/') || httpUrl.safeParse(value).success, {
    message: 'expected a path starting with / or an http(s) URL',
  });

const REMOTE_ENV = {
  mf_auth: 'REMOTE_MF_AUTH_URL',
  mf_referrals: 'REMOTE_MF_REFERRALS_URL',
  mf_patients: 'REMOTE_MF_PATIENTS_URL',
  mf_clinicians: 'REMOTE_MF_CLINICIANS_URL',
  mf_admin: 'REMOTE_MF_ADMIN_URL',
} as const satisfies Record<RemoteName, string>;

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z.url({ protocol: /^postgres(ql)?$/, message: 'expected a postgres:// URL' }).optional(),
    ),
    DATABASE_SCHEMA: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'expected a lower-case SQL identifier (letters, digits, _)')
        .optional(),
    ),
    PUBLIC_URL: httpUrl.default('http://localhost:8000'),
    TRUST_PROXY: flag(false),
    ADMIN_EMAIL: optionalText.pipe(z.email({ message: 'expected an e-mail address' }).optional()),
    // Secrets are taken verbatim, never trimmed.
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
    ADMIN_FIRST_NAME: z.string().trim().min(1).default('RefNet'),
    ADMIN_LAST_NAME: z.string().trim().min(1).default('Administrator'),
    DEMO_DATA: flag(false),
    DEMO_PASSWORD: z.string().min(8).default('RefNet-demo-2026!'),
    DEMO_CLINICIAN_EMAIL: z.email().default('clinician@refnet.example'),
    GOOGLE_MAPS_API_KEY: z.string().trim().default(''),
    GEOCODER_URL: optionalText.pipe(httpUrl.optional()),
    GEOCODER_TIMEOUT_MS: positiveInt(5_000),
    SMTP_URL: optionalText.pipe(
      z.url({ protocol: /^smtps?$/, message: 'expected an smtp:// or smtps:// URL' }).optional(),
    ),
    MAIL_FROM: z
      .string()
      .trim()
      .refine((value) => MAIL_FROM_PATTERN.test(value), {
        message: 'expected an address, optionally with a name: RefNet <no-reply@example.org>',
      })
      .default('RefNet <no-reply@refnet.example>'),
    MAIL_RETRY_BASE_MS: positiveInt(15_000),
    MAIL_MAX_ATTEMPTS: positiveInt(8),
    OPEN_REFERRAL_DIGEST_SECONDS: positiveInt(300),
    SUPPORT_EMAIL: z.email({ message: 'expected an e-mail address' }).default('support@refnet.example'),
    FRONTEND_DIR: z.string().trim().min(1).default(MONOREPO_ROOT),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOGIN_IP_LIMIT: positiveInt(20),
    LOGIN_IP_WINDOW_SECONDS: positiveInt(60),
    LOGIN_LOCKOUT_FAILURES: positiveInt(10),
    LOGIN_LOCKOUT_WINDOW_SECONDS: positiveInt(15 * 60),
    // Secrets are taken verbatim, never trimmed. 32 bytes, base64 (openssl rand -base64 32).
    SECOND_FACTOR_KEY: z
      .string()
      .refine((value) => /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32, {
        message: 'expected 32 bytes in base64 (openssl rand -base64 32)',
      })
      .optional(),
    SECOND_FACTOR_REQUIRED_FOR_STAFF: flag(true),
    API_TOKEN_RATE_LIMIT: positiveInt(600),
    API_TOKEN_RATE_WINDOW_SECONDS: positiveInt(60),
    API_TOKEN_USE_RETENTION_DAYS: positiveInt(365),
    REDIS_URL: optionalText.pipe(
      z.url({ protocol: /^rediss?$/, message: 'expected a redis:// or rediss:// URL' }).optional(),
    ),
    REDIS_KEY_PREFIX: z.string().trim().min(1).default('refnet:'),
    SESSION_CACHE_SECONDS: nonNegativeInt(5),
    LIST_CACHE_MEGABYTES: nonNegativeInt(64),
    LIST_STAMPS_MEMO_MS: nonNegativeInt(1_000),
    // Long enough for a 10 MB attachment on a 0.7 Mbit/s line; the headers must still come within 10 s.
    REQUEST_TIMEOUT_MS: positiveInt(120_000),
    SHUTDOWN_DRAIN_MS: nonNegativeInt(5_000),
    SHUTDOWN_GRACE_MS: positiveInt(10_000),
    FILE_STORE: z.enum(['filesystem', 's3']).default('filesystem'),
    S3_ENDPOINT: optionalText.pipe(httpUrl.optional()),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().trim().min(1).default('eu-west-2'),
    S3_ACCESS_KEY_ID: optionalText,
    // Secrets are taken verbatim, never trimmed.
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: flag(false),
    REMOTE_MF_AUTH_URL: remoteUrl.optional(),
    REMOTE_MF_REFERRALS_URL: remoteUrl.optional(),
    REMOTE_MF_PATIENTS_URL: remoteUrl.optional(),
    REMOTE_MF_CLINICIANS_URL: remoteUrl.optional(),
    REMOTE_MF_ADMIN_URL: remoteUrl.optional(),
  })
  .refine((env) => (env.ADMIN_EMAIL === undefined) === (env.ADMIN_PASSWORD === undefined), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_EMAIL'],
  })
  .refine((env) => env.FILE_STORE !== 's3' || env.S3_BUCKET !== undefined, {
    message: 'FILE_STORE=s3 needs S3_BUCKET',
    path: ['S3_BUCKET'],
  })
  .refine((env) => (env.S3_ACCESS_KEY_ID === undefined) === (env.S3_SECRET_ACCESS_KEY === undefined), {
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    path: ['S3_ACCESS_KEY_ID'],
  });

/** Where attachment files are kept (issue 22): a folder under DATA_DIR, or an S3-compatible bucket. */
export type FileStoreConfig =
  | { driver: 'filesystem'; directory: string }
  | {
      driver: 's3';
      /** Unset: AWS's own endpoint for the region. */
      endpoint: string | undefined;
      bucket: string;
      region: string;
      /** Unset: the SDK's default chain (AWS_* variables, an instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  publicUrl: string;
  trustProxy: boolean;
  admin: { email: string; password: string; firstName: string; lastName: string } | undefined;
  demo: { enabled: boolean; password: string; clinicianEmail: string };
  googleMapsApiKey: string;
  /** A postcodes.io-compatible geocoder asked when the `postcodes` table misses; unset: the table alone. */
  geocoderUrl: string | undefined;
  /** How long one request to that geocoder may take before it counts as an outage. */
  geocoderTimeoutMs: number;
  /** Outgoing e-mail; without smtpUrl messages stay in `outbox_emails` and the log. */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    supportEmail: string;
    /** The outbox worker's first retry delay (doubling after each failed send) and its number of tries. */
    retryBaseMs: number;
    maxAttempts: number;
    /** The open-referral digest's window: a job role's holders get at most one digest per window. */
    openReferralDigestSeconds: number;
  };
  remotes: Record<RemoteName, string>;
  frontendDir: string;
  logLevel: string;
  loginThrottle: {
    ipLimit: number;
    ipWindowSeconds: number;
    lockoutFailures: number;
    lockoutWindowSeconds: number;
  };
  /**
   * Two-factor sign-in (issue 22). `key` encrypts the TOTP secrets at rest (AES-256-GCM) and keys the
   * recovery codes' hashes; undefined when SECOND_FACTOR_KEY is unset (a development key is used, with a
   * warning). `requiredForStaff`: Staff and Full Admin must enrol at their next sign-in.
   */
  secondFactor: { key: Buffer | undefined; requiredForStaff: boolean };
  /** Each personal API token's own budget: at most `max` requests in any window of `windowSeconds`. */
  apiTokenRateLimit: { max: number; windowSeconds: number };
  /** How long the audit trail keeps each use of a personal API token. */
  apiTokenUseRetentionDays: number;
  /** Where per-IP limits count, shared by every instance: this Redis (keys under keyPrefix), else the database. */
  redis: { url: string; keyPrefix: string } | undefined;
  /** How long a token's session is reused without reading it again (0: read on every request). */
  sessionCacheSeconds: number;
  /** Memory for list answers kept under their list stamps (see modules/list-cache; 0: every list is built). */
  listCacheMegabytes: number;
  /**
   * How long a clinician's list stamps are reused without reading them again (0: read on every list). A write
   * through this server shows at once; one through another server within this time.
   */
  listStampsMemoMs: number;
  /** How long a client has to send a whole request, headers and body; then 408 and the connection closes. */
  requestTimeoutMs: number;
  /** On SIGTERM (see shutdown.ts): how long to keep serving while not ready, then to let requests finish. */
  shutdown: { drainMs: number; graceMs: number };
  fileStore: FileStoreConfig;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** mf_auth → mf-auth: the workspace folder, and the URL segment under /remotes/ that serves its build. */
export const remoteFolder = (name: RemoteName) => name.replace('_', '-');

const defaultRemoteUrl = (name: RemoteName) => `/remotes/${remoteFolder(name)}/mf-manifest.json`;

/** Reads the environment once at start; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  // In a shell environment `FOO=` means "not set": let the defaults apply.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? {
            email: e.ADMIN_EMAIL.toLowerCase(),
            password: e.ADMIN_PASSWORD,
            firstName: e.ADMIN_FIRST_NAME,
            lastName: e.ADMIN_LAST_NAME,
          }
        : undefined,
    demo: {
      enabled: e.DEMO_DATA,
      password: e.DEMO_PASSWORD,
      clinicianEmail: e.DEMO_CLINICIAN_EMAIL.toLowerCase(),
    },
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    geocoderUrl: e.GEOCODER_URL,
    geocoderTimeoutMs: e.GEOCODER_TIMEOUT_MS,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      supportEmail: e.SUPPORT_EMAIL.toLowerCase(),
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      openReferralDigestSeconds: e.OPEN_REFERRAL_DIGEST_SECONDS,
    },
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, e[REMOTE_ENV[name]] ?? defaultRemoteUrl(name)]),
    ) as Record<RemoteName, string>,
    frontendDir: path.resolve(cwd, e.FRONTEND_DIR),
    logLevel: e.LOG_LEVEL,
    loginThrottle: {
      ipLimit: e.LOGIN_IP_LIMIT,
      ipWindowSeconds: e.LOGIN_IP_WINDOW_SECONDS,
      lockoutFailures: e.LOGIN_LOCKOUT_FAILURES,
      lockoutWindowSeconds: e.LOGIN_LOCKOUT_WINDOW_SECONDS,
    },
    secondFactor: {
      key: e.SECOND_FACTOR_KEY === undefined ? undefined : Buffer.from(e.SECOND_FACTOR_KEY, 'base64'),
      requiredForStaff: e.SECOND_FACTOR_REQUIRED_FOR_STAFF,
    },
    apiTokenRateLimit: { max: e.API_TOKEN_RATE_LIMIT, windowSeconds: e.API_TOKEN_RATE_WINDOW_SECONDS },
    apiTokenUseRetentionDays: e.API_TOKEN_USE_RETENTION_DAYS,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    listCacheMegabytes: e.LIST_CACHE_MEGABYTES,
    listStampsMemoMs: e.LIST_STAMPS_MEMO_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_MS, graceMs: e.SHUTDOWN_GRACE_MS },
    fileStore:
      e.FILE_STORE === 's3'
        ? {
            driver: 's3',
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET as string,
            region: e.S3_REGION,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { driver: 'filesystem', directory: path.join(path.resolve(cwd, e.DATA_DIR), 'attachments') },
  };
}
