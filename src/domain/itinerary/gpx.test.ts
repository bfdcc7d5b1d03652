import { describe, expect, it } from 'vitest';
import { routeToGpx } from './gpx';
import type { ItineraryRoute } from './types';

describe('GPX export', () => {
  it('writes the track and the steps, escaping names', () => {
    const route = {
      mode: 'bike',
      sections: [
        {
          geometry: {
            coordinates: [
              [7.4197, 43.7311],
              [7.42, 43.732],
            ],
          },
        },
        {
          geometry: {
            coordinates: [
              [7.42, 43.732],
              [7.4277, 43.7394],
            ],
          },
        },
      ],
    } as unknown as ItineraryRoute;
    const gpx = routeToGpx(
      route,
      [{ lng: 7.4197, lat: 43.7311, name: 'Départ <Palais> & co' }],
      'Vélo',
    );
    expect(gpx).toContain(
      '<wpt lat="43.7311" lon="7.4197"><name>Départ &lt;Palais&gt; &amp; co</name></wpt>',
    );
    expect(gpx.match(/<trkpt /g)).toHaveLength(4);
    expect(gpx).toContain('<type>bike</type>');
    expect(gpx.startsWith('<?xml')).toBe(true);
  });
});
