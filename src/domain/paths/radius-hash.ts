/**
 * The radius tool's state in its URL (/outils/calcul-rayon#?centre=…): the centre and its name,
 * the radius, the areas' mode and whether they are shown. A reload, Back or a shared link opens
 * the same circle and areas. Only well-formed values are read: coordinates on the globe, a radius
 * within the tool's limits, a known mode, a name of at most `LABEL_MAX` characters.
 */
import type { LngLat } from '../geo';
import { ISOCHRONE_MODES, RADIUS_LIMITS, type IsochroneMode } from '../reachable-areas';
import { buildPath } from './path-builder';
import { APP_ROUTES } from './route-names';

/** What the URL keeps of the tool. */
export interface RadiusView {
  center: LngLat;
  /** The centre's name (a place picked); null for a point clicked on the map. */
  label: string | null;
  radius: number;
  mode: IsochroneMode;
  areas: boolean;
}

/** Longest centre name read from a URL, characters. */
const LABEL_MAX = 200;

/** The tool's address for `view`; the bare tool without a centre. */
export function radiusHref(view: RadiusView | null): string {
  if (!view) return APP_ROUTES.TOOLS_COMPUTE_RADIUS.path;
  return buildPath(
    APP_ROUTES.TOOLS_COMPUTE_RADIUS,
    {},
    {
      centre: `${view.center.lng.toFixed(5)},${view.center.lat.toFixed(5)}`,
      lieu: view.label ?? undefined,
      rayon: String(Math.round(view.radius)),
      mode: view.mode,
      zones: view.areas ? '1' : undefined,
    },
  );
}

function centreOf(text: string | null): LngLat | null {
  const match = /^(-?\d{1,3}(?:\.\d+)?),(-?\d{1,2}(?:\.\d+)?)$/.exec(text ?? '');
  if (!match) return null;
  const lng = Number(match[1]);
  const lat = Number(match[2]);
  return Math.abs(lng) <= 180 && Math.abs(lat) <= 90 ? { lng, lat } : null;
}

function radiusOf(text: string | null): number | null {
  if (!/^\d{1,6}$/.test(text ?? '')) return null;
  const metres = Number(text);
  return metres >= RADIUS_LIMITS.min && metres <= RADIUS_LIMITS.max ? metres : null;
}

function modeOf(text: string | null): IsochroneMode {
  return ISOCHRONE_MODES.find((mode) => mode === text) ?? 'marche';
}

/**
 * The view a tool's hash (`?centre=…`, without its `#`) asks for, or null without a valid
 * centre. A radius out of limits falls back to `fallbackRadius`; an unknown mode to walking.
 */
export function parseRadiusHash(hash: string, fallbackRadius: number): RadiusView | null {
  const query = new URLSearchParams(hash.slice(hash.indexOf('?') + 1 || hash.length));
  const center = centreOf(query.get('centre'));
  if (!center) return null;
  const label = query.get('lieu')?.trim().slice(0, LABEL_MAX) || null;
  return {
    center,
    label,
    radius: radiusOf(query.get('rayon')) ?? fallbackRadius,
    mode: modeOf(query.get('mode')),
    areas: query.get('zones') === '1',
  };
}
