/**
 * Pixel statistics of a screenshot region, decoded in the page (no image package): what tells a
 * drawn map (streets, labels, the route) from a blank one. A map whose canvas is not composited
 * shows the map container's flat background colour instead.
 */
import type { Page } from '@playwright/test';

/** A region of the screenshot, CSS pixels of the viewport. */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What a region is made of. */
export interface RegionStats {
  /** Distinct colours (8 bits per channel). */
  colours: number;
  /** Share of the most frequent colour, 0–1. */
  dominantShare: number;
  /** Share of pixels of the blank colour (the map container's background), 0–1. */
  blankShare: number;
  /** Pixels within 40 of the marked colour (the route's), when one is given. */
  marked: number;
}

type Rgb = [number, number, number];

function parseCssColour(text: string): Rgb {
  const [r = 0, g = 0, b = 0] = (text.match(/\d+/g) ?? []).map(Number);
  return [r, g, b];
}

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The colour a map shows where its canvas is missing: the background of its container. */
export async function blankMapColour(page: Page): Promise<Rgb> {
  const css = await page
    .getByTestId('map')
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  return parseCssColour(css);
}

/** Statistics of a region of a PNG screenshot. */
export async function regionStats(
  page: Page,
  options: { png: Buffer; region: Region; blank: Rgb; marked?: string | undefined },
): Promise<RegionStats> {
  const { region, blank } = options;
  const marked = options.marked ? parseHex(options.marked) : null;
  return page.evaluate(
    async ({ b64, region: r, blank: k, marked: m }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${b64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const ratio = image.width / window.innerWidth;
      const data = context.getImageData(
        Math.round(r.x * ratio),
        Math.round(r.y * ratio),
        Math.round(r.width * ratio),
        Math.round(r.height * ratio),
      ).data;
      const counts = new Map<number, number>();
      let blankCount = 0;
      let markedCount = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [red, green, blue] = [data[i]!, data[i + 1]!, data[i + 2]!];
        const key = (red << 16) | (green << 8) | blue;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        if (Math.abs(red - k[0]) + Math.abs(green - k[1]) + Math.abs(blue - k[2]) <= 3)
          blankCount++;
        if (m && Math.abs(red - m[0]) + Math.abs(green - m[1]) + Math.abs(blue - m[2]) <= 40)
          markedCount++;
      }
      const total = data.length / 4;
      return {
        colours: counts.size,
        dominantShare: Math.max(...counts.values()) / total,
        blankShare: blankCount / total,
        marked: markedCount,
      };
    },
    { b64: options.png.toString('base64'), region, blank, marked },
  );
}
