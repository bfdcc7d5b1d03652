/** The URLs of the POI icons the API serves (GET /api/poiassets/icons/{id}.svg). */

/** The URL of an icon (SVG, in a colour). */
export function iconUrl(iconId: string, color?: string): string {
  return `/api/poiassets/icons/${iconId}.svg${color ? `?color=${encodeURIComponent(color)}` : ''}`;
}
