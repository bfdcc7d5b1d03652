/**
 * The map's first view once the map config is known: the default bounds of the visitor's country
 * when the region covers that country (src/domain/geoip.ts), else the region's own view. The
 * geoip service is asked only when its answer can matter (the region covers a country with
 * default bounds and the URL gave no view), and once: its answer is kept in the map's state.
 */
import type { ActorRefFrom } from 'xstate';
import { asksGeoip, COUNTRY_BOUNDS, defaultBoundsCountry, type GeoipGuess } from '../domain/geoip';
import type { Locale, MapConfig } from '../domain/map-config';
import type { mapMachine } from './map-machine';

/** Sends the region's first view to the map (see the module comment). */
export function showRegionView(options: {
  map: ActorRefFrom<typeof mapMachine>;
  region: MapConfig['region'];
  locale: Locale;
  geoip: () => Promise<GeoipGuess>;
}): void {
  const { map, region, locale } = options;
  const send = (guess: string | null): void => {
    const country = defaultBoundsCountry({ covered: region.countries, guess, locale });
    const [lng, lat] = region.center;
    map.send({
      type: 'region.view',
      center: { lng, lat },
      zoom: region.zoom,
      ...(country ? { bbox: COUNTRY_BOUNDS[country] } : {}),
    });
  };
  const { viewRestored, geoip } = map.getSnapshot().context;
  if (!asksGeoip(region.countries) || viewRestored || geoip !== null) {
    send(geoip);
    return;
  }
  options.geoip().then(
    (guess) => {
      map.send({ type: 'geoip.set', country: guess.country });
      send(guess.country);
    },
    // No guess: the locale's country, else the region's view.
    () => send(null),
  );
}
