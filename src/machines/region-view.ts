/**
 * The map's first view once the map config is known: the default bounds of the visitor's country
 * when the region covers that country (src/domain/geoip.ts), else the region's own view. That
 * view is shown at once (the locale's country); the geoip service is asked only when its answer
 * can matter (the region covers a country with default bounds and the URL gave no view), once
 * (its answer is kept in the map's state), and its country replaces the view only if nothing
 * moved the map meanwhile.
 */
import type { ActorRefFrom } from 'xstate';
import {
  asksGeoip,
  COUNTRY_BOUNDS,
  defaultBoundsCountry,
  type GeoipCountry,
  type GeoipGuess,
} from '../domain/geoip';
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
  const countryOf = (guess: string | null) =>
    defaultBoundsCountry({ covered: region.countries, guess, locale });
  const send = (country: GeoipCountry | undefined): void => {
    const [lng, lat] = region.center;
    map.send({
      type: 'region.view',
      center: { lng, lat },
      zoom: region.zoom,
      ...(country ? { bbox: COUNTRY_BOUNDS[country] } : {}),
    });
  };
  const { viewRestored, geoip } = map.getSnapshot().context;
  // At once, without waiting for the guess: the locale's country, else the region's view.
  const shown = countryOf(geoip);
  send(shown);
  if (!asksGeoip(region.countries) || viewRestored || geoip !== null) return;
  const asked = map.getSnapshot().context.flyRequest?.seq;
  void options.geoip().then(
    (guess) => {
      map.send({ type: 'geoip.set', country: guess.country });
      const country = countryOf(guess.country);
      // Late, it moves the map only when nothing else moved it since (a search, a place, a
      // route): the answer never undoes what the page or the traveller did.
      const since = map.getSnapshot().context.flyRequest?.seq;
      if (country !== shown && since === asked) send(country);
    },
    // No guess: the view shown stays.
    () => undefined,
  );
}
