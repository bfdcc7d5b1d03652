/**
 * The map's pixel ratio, clamped 2 to 4 (spec §9, `mapPixelRatio`): a screen past 4× draws at 4,
 * a 1× screen with a graphics card at 2 (with the sprite sheet of that ratio), a 1× screen whose
 * WebGL is drawn in software at 1. This browser draws in software (SwiftShader); a graphics card
 * is played by a canvas that grants the probe's `failIfMajorPerformanceCaveat` context.
 */
import { expect, test, type Page } from '@playwright/test';
import { mapIdle, openMap, SHOTS, type PeripleWindow } from './user';

async function drawnRatio(page: Page): Promise<{ ratio: number; canvas: number; css: number }> {
  return page.evaluate(() => {
    const map = (window as unknown as PeripleWindow).__periple.map;
    const canvas = map.getCanvas();
    return { ratio: map.getPixelRatio(), canvas: canvas.width, css: canvas.clientWidth };
  });
}

/** The browser zoomed (or the window moved to another screen): a new size and ratio. */
async function zoomTo(
  page: Page,
  screen: { width: number; height: number; ratio: number },
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width: screen.width,
    height: screen.height,
    deviceScaleFactor: screen.ratio,
    mobile: true,
  });
}

/** The sprite sheets the page asked for. */
function spriteRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/sprites/') && path.endsWith('.png')) asked.push(path);
  });
  return asked;
}

test.describe('a 5× screen', () => {
  test.use({ viewport: { width: 320, height: 480 }, deviceScaleFactor: 5, isMobile: true });

  test('draws the map at 4, not 5', async ({ page }) => {
    await openMap(page);
    await mapIdle(page);
    const drawn = await drawnRatio(page);
    expect(drawn.ratio).toBe(4);
    expect(drawn.canvas).toBe(drawn.css * 4);
  });

  test('follows the screen when the browser zooms', async ({ page }) => {
    await openMap(page);
    await mapIdle(page);
    // The browser's zoom: fewer CSS pixels, a new ratio.
    await zoomTo(page, { width: 300, height: 450, ratio: 3 });
    await expect.poll(async () => (await drawnRatio(page)).ratio).toBe(3);
    await zoomTo(page, { width: 320, height: 480, ratio: 6 });
    await expect.poll(async () => (await drawnRatio(page)).ratio).toBe(4);
  });

  test('catches up a zoom made before its follower has loaded', async ({ page }) => {
    // The follower comes after the first screen: held back, the zoom happens before it.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/pixel-ratio-follow-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openMap(page);
    await mapIdle(page);
    await zoomTo(page, { width: 300, height: 450, ratio: 3 });
    release();
    await expect.poll(async () => (await drawnRatio(page)).ratio).toBe(3);
  });
});

test.describe('a 1× screen', () => {
  test.use({ viewport: { width: 1000, height: 700 }, deviceScaleFactor: 1 });

  test('with a graphics card, draws the map and its sprite at 2', async ({ page }) => {
    // The probe's context with `failIfMajorPerformanceCaveat` is granted, as on a graphics card.
    await page.addInitScript(() => {
      const canvas = HTMLCanvasElement.prototype;
      const { getContext } = Object.getOwnPropertyDescriptors(canvas);
      const original: unknown = getContext?.value;
      if (typeof original !== 'function') return;
      Object.defineProperty(canvas, 'getContext', {
        value(this: HTMLCanvasElement, kind: string, attributes?: WebGLContextAttributes): unknown {
          const granted = { ...attributes, failIfMajorPerformanceCaveat: false };
          return original.call(this, kind, granted);
        },
      });
    });
    const sprites = spriteRequests(page);
    await openMap(page);
    await mapIdle(page);
    const drawn = await drawnRatio(page);
    expect(drawn.ratio).toBe(2);
    expect(drawn.canvas).toBe(drawn.css * 2);
    expect(sprites.length).toBeGreaterThan(0);
    expect(
      sprites.every((path) => path.endsWith('@2x.png')),
      sprites.join(' '),
    ).toBe(true);
    await page.screenshot({ path: `${SHOTS}/pixel-ratio-2-desktop.png` });
  });

  test('drawn in software, keeps the screen’s 1', async ({ page }) => {
    const sprites = spriteRequests(page);
    await openMap(page);
    await mapIdle(page);
    const drawn = await drawnRatio(page);
    expect(drawn.ratio).toBe(1);
    expect(drawn.canvas).toBe(drawn.css);
    expect(sprites.length).toBeGreaterThan(0);
    expect(
      sprites.some((path) => path.endsWith('@2x.png')),
      sprites.join(' '),
    ).toBe(false);
  });
});
