import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseArgs } from '../../src/domain/cli-args';
import { sharedDataDir } from '../../artefacts/shared-data';

/** Server configuration, validated once at start and frozen. */
export const configSchema = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(8080),
  host: z.string().min(1).default('0.0.0.0'),
  region: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('demo'),
  repoRoot: z.string().min(1),
  dataDir: z.string().min(1),
  sharedDataDir: z.string().min(1),
  distDir: z.string().min(1),
  /** XYZ URL template of satellite imagery ({z}/{x}/{y}); without it the theme is unavailable. */
  satelliteTilesUrl: z
    .string()
    .regex(/^https?:\/\/.+\{z\}.+\{x\}.+\{y\}/, 'an http(s) URL template with {z}, {x} and {y}')
    .optional(),
  satelliteAttribution: z.string().optional(),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('info'),
  /**
   * Public origin of the site (`https://carte.example.fr`): the URLs of styles and TileJSON are
   * built from it. Without it they use the request's Host (checked), never a forwarded host
   * unless it comes from a trusted proxy.
   */
  publicUrl: z
    .string()
    .regex(/^https?:\/\/[^/?#]+$/, 'an origin such as https://carte.example.fr (no path)')
    .optional(),
  /** Proxies whose X-Forwarded-* headers are believed (addresses or CIDR ranges); none by default. */
  trustedProxies: z.array(z.string().min(1)).default([]),
  /** Origins allowed to call the API from another site (CORS); none by default. */
  corsOrigins: z.array(z.string().regex(/^https?:\/\/[^/?#]+$/)).default([]),
  /** Requests per minute and per address on each expensive endpoint (routes, areas, search). */
  rateLimitPerMinute: z.coerce.number().int().min(0).default(600),
  /** Sign-in, sign-up and reset requests per minute and per address; 0 turns the limits off. */
  authRateLimitPerMinute: z.coerce.number().int().min(0).default(10),
  /** The SQLite file of user data (accounts, favourites), apart from the region's artefacts. */
  usersFile: z.string().min(1),
  /** PostgreSQL URL of user data (several API replicas); SQLite (`usersFile`) without it. */
  databaseUrl: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'a postgres:// URL')
    .optional(),
  /** Folder where account e-mails are written (no SMTP server is configured). */
  mailOutboxDir: z.string().min(1),
  /** A request (headers and body) must have arrived within this time, else 408. */
  requestTimeoutMs: z.coerce.number().int().min(100).default(30_000),
  /** Routing engine calls run at once (default: cores + 1) and allowed to wait (64 each). */
  engineConcurrency: z.coerce.number().int().min(1).optional(),
  engineQueue: z.coerce.number().int().min(0).optional(),
  /** Share of browsing sessions measured by the monitoring (spec 001 §9: 0.001). */
  monitoringSampleRate: z.coerce.number().min(0).max(1).default(0.001),
  /** The operator's token of /admin/monitoring (none: the operator pages are off). */
  operatorToken: z.string().min(16).optional(),
  /** Share of measured sessions recorded for replay (spec 001 §9: 0). */
  replaySampleRate: z.coerce.number().min(0).max(1).default(0),
  /** The A/B tests' configuration (a JSON array of entries, spec 001 §7); the shipped one by default. */
  abtestFile: z.string().min(1).optional(),
  /** The house ads: slots per page group and campaigns (issue 16); the shipped one by default. */
  houseAdsFile: z.string().min(1).optional(),
  /** A Panoramax instance (street-level pictures, the « Vue 360° »); without it the button is absent. */
  panoramaxUrl: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The request header in which a trusted proxy or CDN in front of the server puts the visitor's
   * country (`cf-ipcountry`, `cloudfront-viewer-country`…): the geoip guess (src/domain/geoip.ts).
   * None: the browser's language alone is read.
   */
  geoipHeader: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  /** A DATEX II SituationPublication feed of live traffic events (issue 17). */
  trafficDatexUrl: z.url({ protocol: /^https?$/ }).optional(),
  /** Whether the SPA's source maps are served (the code is open; on by default). */
  publicSourceMaps: z.boolean().default(true),
});
export type AppConfig = Readonly<z.infer<typeof configSchema>>;

/**
 * Builds the configuration from the environment and the command line (`--region`, `--port`…);
 * throws a readable error listing every invalid setting.
 */
export function loadConfig(options: {
  env: NodeJS.ProcessEnv;
  argv: readonly string[];
  repoRoot: string;
}): AppConfig {
  const { env, repoRoot } = options;
  const args = parseArgs(options.argv);
  const dataDir = resolve(repoRoot, args.data ?? env.PERIPLE_DATA_DIR ?? 'data');
  const raw = {
    port: args.port ?? env.PORT,
    host: args.host ?? env.HOST,
    region: args.region ?? env.PERIPLE_REGION,
    repoRoot,
    dataDir,
    sharedDataDir: sharedDataDir(repoRoot, env),
    distDir: resolve(repoRoot, env.PERIPLE_DIST_DIR ?? 'dist'),
    satelliteTilesUrl: env.PERIPLE_SATELLITE_URL || undefined,
    satelliteAttribution: env.PERIPLE_SATELLITE_ATTRIBUTION || undefined,
    logLevel: env.LOG_LEVEL,
    publicUrl: env.PERIPLE_PUBLIC_URL?.replace(/\/$/, '') || undefined,
    trustedProxies: listOf(env.PERIPLE_TRUSTED_PROXIES),
    corsOrigins: listOf(env.PERIPLE_CORS_ORIGINS),
    rateLimitPerMinute: env.PERIPLE_RATE_LIMIT,
    authRateLimitPerMinute: env.PERIPLE_AUTH_RATE_LIMIT,
    usersFile: resolve(repoRoot, env.PERIPLE_USERS_FILE ?? join(dataDir, 'users.sqlite')),
    databaseUrl: env.PERIPLE_DATABASE_URL || undefined,
    mailOutboxDir: resolve(repoRoot, env.PERIPLE_MAIL_OUTBOX ?? join(dataDir, 'outbox')),
    monitoringSampleRate: env.PERIPLE_MONITORING_SAMPLE_RATE || undefined,
    operatorToken: env.PERIPLE_OPERATOR_TOKEN || undefined,
    replaySampleRate: env.PERIPLE_REPLAY_SAMPLE_RATE || undefined,
    abtestFile: env.PERIPLE_ABTEST_FILE ? resolve(repoRoot, env.PERIPLE_ABTEST_FILE) : undefined,
    trafficDatexUrl: env.PERIPLE_TRAFFIC_DATEX_URL || undefined,
    panoramaxUrl: env.PERIPLE_PANORAMAX_URL || undefined,
    geoipHeader: env.PERIPLE_GEOIP_HEADER?.toLowerCase() || undefined,
    houseAdsFile: env.PERIPLE_HOUSE_ADS_FILE
      ? resolve(repoRoot, env.PERIPLE_HOUSE_ADS_FILE)
      : undefined,
    publicSourceMaps: env.PERIPLE_PUBLIC_SOURCE_MAPS !== 'off',
    requestTimeoutMs: env.PERIPLE_REQUEST_TIMEOUT_MS,
    engineConcurrency: env.PERIPLE_ENGINE_CONCURRENCY || undefined,
    engineQueue: env.PERIPLE_ENGINE_QUEUE || undefined,
  };
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return Object.freeze(parsed.data);
}

/** A comma-separated setting as a list (empty when unset). */
function listOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
}

/** The site's origin for a request: `PERIPLE_PUBLIC_URL`, else the request's own. */
export function siteOrigin(
  config: Pick<AppConfig, 'publicUrl'>,
  request: { protocol: string; host: string },
): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}
