import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PluginOptions } from '../../app';
import { AppError } from '../../core/errors';
import { acceptsCoding, CACHE, etagOf, sendNotModified } from './http-cache';

/** One font name of a font stack: letters, digits, spaces, dashes, underscores. */
const FONT_NAME = /^[A-Za-z0-9][A-Za-z0-9 _-]{0,63}$/;
/** A glyph range file: `<start>-<end>.pbf`. */
const GLYPH_RANGE = /^([0-9]{1,5})-([0-9]{1,5})\.pbf$/;
/** A sprite file of basemaps-assets v4: `<sheet>[@2x].json|png`. */
const SPRITE_FILE = /^[a-z][a-z0-9_-]{0,31}(@2x)?\.(json|png)$/;

/**
 * A file read once and kept in memory (fonts and sprites are small and immutable), with its
 * brotli and gzip forms when it compresses (glyph PBFs and JSON; not PNG).
 */
interface Asset {
  data: Buffer;
  etag: string;
  br?: Buffer | undefined;
  gzip?: Buffer | undefined;
}

/** The asset with its compressed forms, kept only when they are smaller. */
function assetOf(path: string, data: Buffer): Asset {
  const asset: Asset = { data, etag: etagOf(data) };
  if (path.endsWith('.png') || data.length < 256) return asset;
  const br = brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
  const gzip = gzipSync(data, { level: 9 });
  if (br.length < data.length) asset.br = br;
  if (gzip.length < data.length) asset.gzip = gzip;
  return asset;
}

/** Reads files under a root once, remembering misses too; paths are checked by the caller. */
function assetCache(maxEntries: number) {
  const cache = new Map<string, Asset | null>();
  return async (path: string): Promise<Asset | undefined> => {
    const known = cache.get(path);
    if (known !== undefined) return known ?? undefined;
    const asset = await readFile(path).then(
      (data): Asset => assetOf(path, data),
      () => null,
    );
    if (cache.size >= maxEntries) cache.clear();
    cache.set(path, asset);
    return asset ?? undefined;
  };
}

/** The font names of a stack (`Noto Sans Medium,Noto Sans Regular`); 400 on a suspicious name. */
export function parseFontStack(stack: string | undefined): string[] {
  const names = (stack ?? '').split(',').map((n) => n.trim());
  if (names.length === 0 || names.length > 8 || !names.every((n) => FONT_NAME.test(n))) {
    throw new AppError('INVALID_ASSET');
  }
  return names;
}

/** Checks a glyph range file name: 256 code points starting at a multiple of 256. */
export function parseGlyphRange(file: string | undefined): string {
  const match = GLYPH_RANGE.exec(file ?? '');
  const start = Number(match?.[1]);
  const end = Number(match?.[2]);
  if (!match || start % 256 !== 0 || end !== start + 255 || end > 65535) {
    throw new AppError('INVALID_ASSET');
  }
  return file as string;
}

function sendAsset(
  request: FastifyRequest,
  reply: FastifyReply,
  asset: Asset,
  type: string,
): FastifyReply {
  const accept = request.headers['accept-encoding'];
  const coding =
    asset.br && acceptsCoding(accept, 'br')
      ? 'br'
      : asset.gzip && acceptsCoding(accept, 'gzip')
        ? 'gzip'
        : undefined;
  const etag = coding ? asset.etag.replace(/"$/, `-${coding}"`) : asset.etag;
  if (asset.br || asset.gzip) reply.header('vary', 'Accept-Encoding');
  if (sendNotModified(request, reply, { etag, cacheControl: CACHE.asset })) return reply;
  reply.type(type);
  if (coding === 'br' && asset.br) return reply.header('content-encoding', 'br').send(asset.br);
  if (coding === 'gzip' && asset.gzip)
    return reply.header('content-encoding', 'gzip').send(asset.gzip);
  return reply.send(asset.data);
}

/** Registers GET /fonts/{fontstack}/{range}.pbf and GET /sprites/v4/{name}(@2x).{json,png}. */
export function registerAssetRoutes(app: FastifyInstance, options: PluginOptions): void {
  const basemap = join(options.config.sharedDataDir, 'basemap');
  const read = assetCache(2048);
  type FontRequest = FastifyRequest<{ Params: { stack?: string; range?: string } }>;
  app.get('/fonts/:stack/:range', async (request: FontRequest, reply) => {
    const range = parseGlyphRange(request.params.range);
    for (const name of parseFontStack(request.params.stack)) {
      const asset = await read(join(basemap, 'fonts', name, range));
      if (asset) return sendAsset(request, reply, asset, 'application/x-protobuf');
    }
    throw new AppError('NOT_FOUND');
  });
  type SpriteRequest = FastifyRequest<{ Params: { file?: string } }>;
  app.get('/sprites/v4/:file', async (request: SpriteRequest, reply) => {
    const file = request.params.file ?? '';
    if (!SPRITE_FILE.test(file)) throw new AppError('INVALID_ASSET');
    const asset = await read(join(basemap, 'sprites', 'v4', file));
    if (!asset) throw new AppError('NOT_FOUND');
    const type = file.endsWith('.png') ? 'image/png' : 'application/json; charset=utf-8';
    return sendAsset(request, reply, asset, type);
  });
}
