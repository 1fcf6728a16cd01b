import path from 'node:path';
import v8 from 'node:v8';

/** Everything the service reads from the environment, validated once. Nothing else reads process.env. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  /** null: generated once and kept in the database (modules/instance/app-secret.ts). */
  appSecret: string | null;
  publicUrl: string;
  adminEmail: string | null;
  adminPassword: string | null;
  smtpUrl: string | null;
  cookieSecure: boolean;
  productQuota: number;
  webhookDefaultUrl: string | null;
  webhookSecret: string | null;
  webhookRetrySchedule: number[];
  webhookTimeoutMs: number;
  webhookPollIntervalMs: number;
  webhookAllowHosts: string[];
  /** in-process: the web process runs the delivery loop; external: only `npm run worker` processes do. */
  webhookDelivery: 'in-process' | 'external';
  platformRateLimit: number;
  /** Checkouts per client address in 10 minutes; 0 = off. */
  checkoutRateLimit: number;
  paymentCallbackSecret: string | null;
  /** Unpaid pending orders older than this are cancelled (their stock released); 0 = never. */
  pendingOrderTtlMinutes: number;
  migrateOnStart: boolean;
  logLevel: string;
  /** auto: pretty when stdout is a terminal, JSON otherwise. */
  logFormat: 'json' | 'pretty' | 'auto';
  /** Bearer token of GET /metrics; without one /metrics does not exist. */
  metricsToken: string | null;
  trustProxy: boolean | string;
  authFailureLimit: number;
  authFailureWindowSeconds: number;
  /** How long a stop (SIGTERM) may take to finish requests and background work before the process exits with 1. */
  shutdownGraceMs: number;
  /** Memory for cached answers of the hot GET routes (src/http/common/response-cache.ts), in bytes; 0 turns the cache off. */
  responseCacheBytes: number;
  /** Sends `X-Cache: hit|miss` on cached routes, for debugging only: it tells one caller what others asked for. */
  responseCacheHeader: boolean;
  /** max-age of the public catalogue's and the storefront's catalogue answers (`Cache-Control: public`), in seconds. */
  publicMaxAgeSeconds: number;
  /** The built admin dashboard (packages/admin/dist), served at /admin/; a missing directory is logged, not fatal. */
  dashboardDir: string;
  /** Where uploaded images are kept: files under DATA_DIR/media, or objects in an S3-compatible bucket. */
  mediaStorage: 'local' | 's3';
  /** The bucket, whenever S3_BUCKET is set (`npm run media -- migrate --to s3` needs it before MEDIA_STORAGE=s3). Credentials come from the SDK's default chain. */
  s3: S3Config | null;
  /** Base of media URLs (a CDN or the bucket's public address); null: this server streams them at /media/<key>. */
  mediaPublicUrl: string | null;
  /** Base of the EC's VIES REST API (VAT ID checks); tests point it at a stand-in. */
  viesUrl: string;
  /** How long a VIES check may take; past it the ID counts as unconfirmed (VAT charged, order flagged). */
  viesTimeoutMs: number;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, Ceph); null: AWS. */
  endpoint: string | null;
  forcePathStyle: boolean;
}

/** The configuration services run with: the application secret is settled. */
export type ServiceConfig = Readonly<Config & { appSecret: string }>;

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function str(env: Env, name: string, fallback: string): string {
  const v = env[name];
  return v === undefined || v === '' ? fallback : v;
}

function optional(env: Env, name: string): string | null {
  const v = env[name];
  return v === undefined || v === '' ? null : v;
}

function int(env: Env, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const n = Number(raw);
  if (n < min || n > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

/** At most a quarter of the heap limit: the cached answers must leave the heap to the requests that make them. */
function responseCacheMb(env: Env): number {
  const mb = int(env, 'RESPONSE_CACHE_MB', 32);
  const max = Math.floor(v8.getHeapStatistics().heap_size_limit / 4 / 1024 / 1024);
  if (mb > max)
    throw new ConfigError(
      `RESPONSE_CACHE_MB must be at most a quarter of the heap limit (${max} MB; raise it with --max-old-space-size), got ${mb}`,
    );
  return mb;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const v = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function list(env: Env, name: string): string[] {
  return str(env, name, '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function httpUrl(name: string, value: string): string {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${value}"`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new ConfigError(`${name} must be an http(s) URL`);
  return value.replace(/\/+$/, '');
}

function appSecret(env: Env): string | null {
  const given = optional(env, 'APP_SECRET');
  if (given && given.length < 32) throw new ConfigError('APP_SECRET must be at least 32 characters');
  return given;
}

function mediaConfig(env: Env): Pick<Config, 'mediaStorage' | 's3' | 'mediaPublicUrl'> {
  const mediaStorage = str(env, 'MEDIA_STORAGE', 'local');
  if (mediaStorage !== 'local' && mediaStorage !== 's3')
    throw new ConfigError(`MEDIA_STORAGE must be local or s3, got "${mediaStorage}"`);
  const bucket = optional(env, 'S3_BUCKET');
  if (mediaStorage === 's3' && !bucket) throw new ConfigError('MEDIA_STORAGE=s3 needs S3_BUCKET');
  const endpoint = optional(env, 'S3_ENDPOINT');
  const publicUrl = optional(env, 'MEDIA_PUBLIC_URL');
  return {
    mediaStorage,
    s3: bucket
      ? {
          bucket,
          region: str(env, 'S3_REGION', 'us-east-1'),
          endpoint: endpoint && httpUrl('S3_ENDPOINT', endpoint),
          forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', false),
        }
      : null,
    mediaPublicUrl: publicUrl && httpUrl('MEDIA_PUBLIC_URL', publicUrl),
  };
}

export function loadConfig(env: Env = process.env): Readonly<Config> {
  const dataDir = path.resolve(str(env, 'DATA_DIR', './data'));
  const port = int(env, 'PORT', 3000, 0, 65535);
  const host = str(env, 'HOST', '127.0.0.1');
  const databaseUrl = str(env, 'DATABASE_URL', `sqlite:${path.join(dataDir, 'shop.db')}`);
  if (!/^sqlite:/.test(databaseUrl) && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must start with sqlite: or postgres://, got "${databaseUrl}"`);
  }
  const schedule = list(env, 'WEBHOOK_RETRY_SCHEDULE');
  const webhookRetrySchedule = schedule.length
    ? schedule.map((s) => {
        if (!/^\d+$/.test(s))
          throw new ConfigError(`WEBHOOK_RETRY_SCHEDULE must be a comma-separated list of seconds, got "${s}"`);
        return Number(s);
      })
    : [300, 1800, 7200, 43200];
  const webhookDefaultUrl = optional(env, 'WEBHOOK_DEFAULT_URL');
  if (webhookDefaultUrl && !/^https:\/\//i.test(webhookDefaultUrl))
    throw new ConfigError('WEBHOOK_DEFAULT_URL must be an https:// URL');
  const webhookSecret = optional(env, 'WEBHOOK_SECRET');
  if (webhookSecret && !/^whsec_[A-Za-z0-9+/=]{20,}$/.test(webhookSecret))
    throw new ConfigError('WEBHOOK_SECRET must look like whsec_<base64>');
  const webhookDelivery = str(env, 'WEBHOOK_DELIVERY', 'in-process');
  if (webhookDelivery !== 'in-process' && webhookDelivery !== 'external')
    throw new ConfigError(`WEBHOOK_DELIVERY must be in-process or external, got "${webhookDelivery}"`);
  const adminEmail = optional(env, 'ADMIN_EMAIL');
  const adminPassword = optional(env, 'ADMIN_PASSWORD');
  if (adminPassword && !adminEmail) throw new ConfigError('ADMIN_PASSWORD is set but ADMIN_EMAIL is not');
  if (adminPassword && adminPassword.length < 10)
    throw new ConfigError('ADMIN_PASSWORD must be at least 10 characters');
  const trustProxyRaw = optional(env, 'TRUST_PROXY');
  const trustProxy =
    trustProxyRaw === null
      ? false
      : ['true', '1'].includes(trustProxyRaw)
        ? true
        : ['false', '0'].includes(trustProxyRaw)
          ? false
          : trustProxyRaw;
  const logLevel = str(env, 'LOG_LEVEL', 'info');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel))
    throw new ConfigError(`LOG_LEVEL "${logLevel}" is not a pino level`);
  const metricsToken = optional(env, 'METRICS_TOKEN');
  if (metricsToken !== null && !/^[\x21-\x7e]{16,}$/.test(metricsToken))
    throw new ConfigError('METRICS_TOKEN must be at least 16 printable characters without spaces');
  const logFormat = str(env, 'LOG_FORMAT', 'auto');
  if (logFormat !== 'json' && logFormat !== 'pretty' && logFormat !== 'auto')
    throw new ConfigError(`LOG_FORMAT must be json, pretty or auto, got "${logFormat}"`);

  return Object.freeze({
    port,
    host,
    databaseUrl,
    dataDir,
    appSecret: appSecret(env),
    publicUrl: httpUrl(
      'PUBLIC_URL',
      str(env, 'PUBLIC_URL', `http://${host.includes(':') ? `[${host}]` : host}:${port}`),
    ),
    adminEmail: adminEmail?.trim().toLowerCase() ?? null,
    adminPassword,
    smtpUrl: optional(env, 'SMTP_URL'),
    cookieSecure: bool(env, 'COOKIE_SECURE', true),
    productQuota: int(env, 'PRODUCT_QUOTA', 10000),
    webhookDefaultUrl,
    webhookSecret,
    webhookRetrySchedule,
    webhookTimeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', 10000, 1),
    webhookPollIntervalMs: int(env, 'WEBHOOK_POLL_INTERVAL_MS', 5000, 10),
    webhookAllowHosts: list(env, 'WEBHOOK_ALLOW_HOSTS').map((h) => h.toLowerCase()),
    webhookDelivery,
    platformRateLimit: int(env, 'PLATFORM_RATE_LIMIT', 600),
    checkoutRateLimit: int(env, 'CHECKOUT_RATE_LIMIT', 30),
    paymentCallbackSecret: optional(env, 'PAYMENT_CALLBACK_SECRET'),
    pendingOrderTtlMinutes: int(env, 'PENDING_ORDER_TTL_MINUTES', 1440, 0, 525_600),
    migrateOnStart: bool(env, 'MIGRATE_ON_START', true),
    logLevel,
    logFormat,
    metricsToken,
    trustProxy,
    authFailureLimit: int(env, 'AUTH_FAILURE_LIMIT', 5, 1),
    authFailureWindowSeconds: int(env, 'AUTH_FAILURE_WINDOW_SECONDS', 900, 1),
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_MS', 10_000, 100, 3_600_000),
    responseCacheBytes: responseCacheMb(env) * 1024 * 1024,
    responseCacheHeader: bool(env, 'RESPONSE_CACHE_HEADER', false),
    publicMaxAgeSeconds: int(env, 'PUBLIC_MAX_AGE', 0, 0, 31_536_000),
    dashboardDir: path.resolve(str(env, 'DASHBOARD_DIR', './packages/admin/dist')),
    ...mediaConfig(env),
    viesUrl: httpUrl('VIES_URL', str(env, 'VIES_URL', 'https://ec.europa.eu/taxation_customs/vies/rest-api')),
    viesTimeoutMs: int(env, 'VIES_TIMEOUT_MS', 5000, 1, 60_000),
  });
}
