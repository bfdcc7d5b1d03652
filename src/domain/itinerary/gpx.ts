/** GPX 1.1 export of a route: one track of its sections, waypoints at the steps. Zod-free. */
import type { ItineraryRoute } from './types';

/** A named step of the export. */
export interface GpxStep {
  lng: number;
  lat: number;
  name: string;
}

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );

/** The GPX document of a route. */
export function routeToGpx(route: ItineraryRoute, steps: readonly GpxStep[], name: string): string {
  const points = route.sections.flatMap((s) => s.geometry.coordinates);
  const wpt = steps
    .map((s) => `  <wpt lat="${s.lat}" lon="${s.lng}"><name>${escapeXml(s.name)}</name></wpt>`)
    .join('\n');
  const trkpt = points.map(([lng, lat]) => `      <trkpt lat="${lat}" lon="${lng}"/>`).join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Périple" xmlns="http://www.topografix.com/GPX/1/1">',
    `  <metadata><name>${escapeXml(name)}</name></metadata>`,
    wpt,
    `  <trk><name>${escapeXml(name)}</name><type>${route.mode}</type>`,
    '    <trkseg>',
    trkpt,
    '    </trkseg>',
    '  </trk>',
    '</gpx>',
    '',
  ].join('\n');
}
