import Fastify, { LogController, type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from './core/config';
import type { AppDeps } from './core/deps';
import { handleError } from './core/errors';
import { clientErrorHandler, frameworkErrors } from './core/http-errors';
import { registerSecurity } from './plugins/security';
import { panoramicsPlugin } from './plugins/panoramics';
import { abtestPlugin } from './plugins/abtest';
import { adminPlugin } from './plugins/admin';
import { adsPlugin } from './plugins/ads';
import { monitoringPlugin } from './plugins/monitoring';
import { geoentityPlugin } from './plugins/geoentity';
import { healthPlugin } from './plugins/health';
import { identityPlugin } from './plugins/identity';
import { itineraryPlugin } from './plugins/itinerary';
import { quizPlugin } from './plugins/quiz';
import { radiusPlugin } from './plugins/radius';
import { restrictionsPlugin } from './plugins/restrictions';
import { seoPlugin } from './plugins/seo';
import { searchPlugin } from './plugins/search';
import { spaPlugin } from './plugins/spa';
import { tilesPlugin } from './plugins/tiles';
import { transitPlugin } from './plugins/transit';
import { userPlugin } from './plugins/user';

// Validation messages reach users inside the catalogue's French messages (« Paramètres invalides :
// x : … »): zod writes them in French.
z.config(z.locales.fr());

/** Options shared by every plugin of the app. */
export interface PluginOptions {
  config: AppConfig;
  deps: AppDeps;
}

/** How the app meets the network: Fastify's own server, or one it shares (hot reloads). */
export interface BuildOptions {
  serverFactory?: FastifyServerFactory;
}

/**
 * Builds the Fastify app without listening (tests use `inject`): one plugin per service, one
 * error catalogue.
 */
export async function buildApp(
  config: AppConfig,
  deps: AppDeps,
  build: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...(build.serverFactory ? { serverFactory: build.serverFactory } : {}),
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
    frameworkErrors,
    clientErrorHandler,
    requestTimeout: config.requestTimeoutMs,
    // Given to Node's server at creation, where it also bounds the headers' time; Node checks
    // the time-outs at this interval (30 s by default).
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, config.requestTimeoutMs),
    },
  });
  app.setErrorHandler(handleError);
  const options: PluginOptions = { config, deps };
  await registerSecurity(app, options);
  await app.register(healthPlugin, options);
  await app.register(tilesPlugin, options);
  await app.register(itineraryPlugin, options);
  await app.register(transitPlugin, options);
  await app.register(searchPlugin, options);
  await app.register(geoentityPlugin, options);
  await app.register(radiusPlugin, options);
  await app.register(panoramicsPlugin, options);
  await app.register(quizPlugin, options);
  await app.register(restrictionsPlugin, options);
  await app.register(seoPlugin, options);
  await app.register(identityPlugin, options);
  await app.register(userPlugin, options);
  await app.register(abtestPlugin, options);
  await app.register(monitoringPlugin, options);
  await app.register(adsPlugin, options);
  await app.register(adminPlugin, options);
  await app.register(spaPlugin, options);
  return app;
}
