/**
 * What protects users and the server on every response: security headers (helmet, with a
 * Content-Security-Policy MapLibre works under), a Permissions-Policy that allows only this
 * site's geolocation, CORS off unless origins are configured, and per-address rate limits on
 * the expensive endpoints answering the catalogue's 429 with Retry-After.
 */
import { BOOT_SCRIPT_HASHES } from './first-screen';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../app';
import type { AppConfig } from '../core/config';
import { AppError } from '../core/errors';

/** Endpoints whose answers cost engine time: routes, areas, POIs on a route, search. */
const EXPENSIVE = [
  /^\/api\/multipath\/(routes|roadbook|elevation|pois-on-route)$/,
  /^\/api\/tools\/isochrone$/,
  /^\/api\/(search|suggest|areas)$/,
  /^\/api\/monitoring\/(intake|replay)$/,
  /^\/api\/ads\/beacon$/,
  /^\/api\/geocode\//,
  /^\/api\/panoramics\//,
];

/** True for an endpoint that is rate-limited. */
export function isExpensive(url: string): boolean {
  return EXPENSIVE.some((re) => re.test(url));
}

/** Endpoints that check a password or send a link: sign-in, sign-up and resets. */
const SIGN_IN = /^\/api\/identity\/(login|signup|reset-request|reset|password)$/;

/** True for an endpoint limited per address as sign-ins are (guessing passwords). */
export function isSignIn(url: string): boolean {
  return SIGN_IN.test(url);
}

/** The origin of the configured imagery, which the page may load images from. */
function imageryOrigin(config: AppConfig): string[] {
  if (!config.satelliteTilesUrl) return [];
  const match = /^https?:\/\/[^/{]+/.exec(config.satelliteTilesUrl);
  return match ? [match[0]] : [];
}

/** The Content-Security-Policy directives of the SPA. */
export function cspDirectives(config: AppConfig): Record<string, string[]> {
  const imagery = imageryOrigin(config);
  return {
    defaultSrc: ["'self'"],
    // The consent's first check is the page's one inline script (first-screen.ts).
    scriptSrc: ["'self'", ...BOOT_SCRIPT_HASHES],
    // MapLibre runs its workers from blob: URLs.
    workerSrc: ["'self'", 'blob:'],
    childSrc: ["'self'", 'blob:'],
    imgSrc: ["'self'", 'data:', 'blob:', ...imagery],
    connectSrc: ["'self'", ...imagery],
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

/** Registers the headers, CORS and rate limits (before the routes, so they apply to them). */
export async function registerSecurity(
  app: FastifyInstance,
  options: PluginOptions,
): Promise<void> {
  const { config } = options;
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.publicUrl?.startsWith('https:') ?? false,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Permissions-Policy', 'geolocation=(self), camera=(), microphone=()');
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
  });
  if (config.rateLimitPerMinute === 0 && config.authRateLimitPerMinute === 0) return;
  app.addHook('onRoute', (route) => {
    const max = isExpensive(route.url)
      ? config.rateLimitPerMinute
      : isSignIn(route.url)
        ? config.authRateLimitPerMinute
        : 0;
    if (max === 0) return;
    route.config = { ...route.config, rateLimit: { max } };
  });
  await app.register(rateLimit, {
    global: false,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', { seconds: String(Math.ceil(context.ttl / 1000)) }),
  });
}
