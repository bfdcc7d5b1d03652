/**
 * Street-level pictures (spec §7 Panorama, §2 `#/360-plein-ecran/{panoramicId}`):
 * - GET /api/panoramics/nearest?lng&lat → the picture nearest a place within 100 m, or none; a
 *   failing source gives that empty result (spec: « Panorama fails → empty result »);
 * - GET /api/panoramics/{id} → one picture (where, when, by whom, under which licence);
 * - GET /api/panoramics/{id}/{thumb|sd|hd}.jpg → its image, streamed from the instance.
 * Without PERIPLE_PANORAMAX_URL each answers STREET_IMAGERY_OFF (the SPA shows no button then).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  PANORAMIC_ID,
  PANORAMIC_RADIUS_M,
  PANORAMIC_SIZES,
  type NearestPanoramic,
  type PanoramicPicture,
} from '../../../src/domain/panoramic';
import type { PluginOptions } from '../../app';
import { AppError, parseWith } from '../../core/errors';
import type { StreetImagery } from '../../panoramics/panoramax-source';

const nearestQuery = z.object({
  lng: z.coerce.number().min(-180).max(180),
  lat: z.coerce.number().min(-90).max(90),
});

const pictureParams = z.object({ id: z.string().regex(PANORAMIC_ID, 'un identifiant UUID') });

const imageParams = pictureParams.extend({
  file: z.templateLiteral([z.enum(PANORAMIC_SIZES), '.jpg']),
});

/** The source, or STREET_IMAGERY_OFF when none is configured. */
function sourceOf(options: PluginOptions): StreetImagery {
  const source = options.deps.streetImagery;
  if (!source) throw new AppError('STREET_IMAGERY_OFF');
  return source;
}

/** A failure of the instance as the catalogue's error, its cause kept for the log. */
function failed(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return new AppError('STREET_IMAGERY_FAILED').withInternal({
    source: error instanceof Error ? error.message : String(error),
  });
}

/** The plugin. */
export async function panoramicsPlugin(
  app: FastifyInstance,
  options: PluginOptions,
): Promise<void> {
  app.get('/api/panoramics/nearest', async (request): Promise<{ data: NearestPanoramic }> => {
    const target = parseWith(nearestQuery, request.query);
    const source = sourceOf(options);
    let picture: PanoramicPicture | null = null;
    try {
      picture = await source.nearest(target, PANORAMIC_RADIUS_M);
    } catch (error) {
      request.log.warn({ err: failed(error).internal }, 'street imagery failed: empty result');
    }
    return { data: { target, picture } };
  });

  app.get('/api/panoramics/:id', async (request): Promise<{ data: PanoramicPicture }> => {
    const { id } = parseWith(pictureParams, request.params);
    const source = sourceOf(options);
    const picture = await source.picture(id).catch((error: unknown) => {
      throw failed(error);
    });
    if (!picture) throw new AppError('PANORAMIC_NOT_FOUND');
    return { data: picture };
  });

  app.get('/api/panoramics/:id/:file', async (request, reply: FastifyReply) => {
    const { id, file } = parseWith(imageParams, request.params);
    const size = PANORAMIC_SIZES.find((s) => file === `${s}.jpg`) ?? 'sd';
    const image = await sourceOf(options)
      .image(id, size)
      .catch((error: unknown) => {
        throw failed(error);
      });
    if (!image) throw new AppError('PANORAMIC_NOT_FOUND');
    reply.type(image.contentType);
    // A picture never changes once published: a day in the browser, no revalidation.
    reply.header('cache-control', 'public, max-age=86400, immutable');
    if (image.length !== null) reply.header('content-length', image.length);
    return reply.send(image.body);
  });
}
