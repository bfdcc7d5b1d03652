/**
 * Warming the browser's HTTP cache: resources that another context will ask for (MapLibre's
 * worker fetches its tiles itself) are requested now, their bodies read and dropped, so that the
 * later request is answered from the cache. Failures are ignored: the later request tries again.
 */
import { z } from 'zod';

/** Requests each URL once, in order, without waiting. */
export function warmHttpCache(urls: readonly string[]): void {
  for (const url of urls) {
    void fetch(url, { credentials: 'same-origin' })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
}

const styleSprite = z.object({ sprite: z.string().optional() });

/**
 * Reads the sprite of a MapLibre style and warms its sheet for `pixelRatio` (`@2x` above 1, as
 * MapLibre asks), JSON and image.
 */
export async function warmStyleSprite(styleUrl: string, pixelRatio: number): Promise<void> {
  try {
    const response = await fetch(styleUrl, { credentials: 'same-origin' });
    const style = styleSprite.safeParse(await response.json());
    const sprite = style.success ? style.data.sprite : undefined;
    if (!sprite) return;
    const base = `${sprite}${pixelRatio > 1 ? '@2x' : ''}`;
    warmHttpCache([`${base}.json`, `${base}.png`]);
  } catch {
    // The map asks for them itself.
  }
}
