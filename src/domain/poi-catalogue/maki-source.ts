/**
 * Reading a @mapbox/maki SVG file: the icons are one path each on a 15 × 15 grid, without
 * transforms. Used by the generator of maki-paths.ts and by its test. Zod-free.
 */

/** The icon drawn for a name absent from the set (§8: an icon that fails falls back to a point). */
export const FALLBACK_ICON = 'marker';

/** The path data of a Maki SVG document (its paths joined); throws on anything else. */
export function makiPathOf(svg: string): string {
  if (/transform=|<(circle|rect|ellipse|polygon|g)\b/.test(svg))
    throw new Error('A Maki icon with shapes other than paths');
  const paths = [...svg.matchAll(/<path[^>]*\sd="([^"]+)"/g)].map((m) =>
    // Some files break their path data with XML character references (newline, tab).
    m[1]!
      .replace(/&#x?[0-9a-f]+;/gi, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  if (paths.length === 0) throw new Error('A Maki icon without a path');
  return paths.join('');
}
