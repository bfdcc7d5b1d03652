/**
 * The elevation profile of a route (POST /api/multipath/elevation with its polyline, precision
 * 6) as an SVG area chart with climb and descent. Without a DEM the answer is empty and the
 * profile says so.
 */
import polyline from '@mapbox/polyline';
import { useEffect, useState } from 'react';
import type { ElevationData, ItineraryRoute } from '../../domain/itinerary/types';
import { useT } from '../app-context';
import { useItinerary } from './use-itinerary';

const WIDTH = 340;
const HEIGHT = 110;

/** The SVG path of a profile (area under the line). */
export function profilePath(data: ElevationData): string {
  const total = data.heights.at(-1)?.distance ?? 0;
  const min = data.min ?? 0;
  const span = Math.max(1, (data.max ?? 0) - min);
  const points = data.heights.map((h) => {
    const x = total > 0 ? (h.distance / total) * WIDTH : 0;
    const y = HEIGHT - 8 - ((h.height - min) / span) * (HEIGHT - 16);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  return `M0,${HEIGHT} L${points.join(' L')} L${WIDTH},${HEIGHT} Z`;
}

function useElevation(route: ItineraryRoute): ElevationData | null {
  const { api } = useItinerary();
  const [data, setData] = useState<{ id: string; value: ElevationData } | null>(null);
  useEffect(() => {
    let live = true;
    const coords = route.sections.flatMap((s) =>
      s.geometry.coordinates.map(([lng, lat]) => [lat, lng] as [number, number]),
    );
    api
      .elevation(polyline.encode(coords, 6))
      .catch(() => ({ available: false, heights: [], min: null, max: null, gain: 0, loss: 0 }))
      .then((value) => {
        if (live) setData({ id: route.routeId, value });
      });
    return () => {
      live = false;
    };
  }, [api, route]);
  return data?.id === route.routeId ? data.value : null;
}

/** The profile. */
export function ElevationProfile(props: { route: ItineraryRoute }) {
  const t = useT();
  const data = useElevation(props.route);
  if (!data) return null;
  return (
    <section
      className="elevation"
      data-testid="elevation"
      aria-label={t('itinerary.roadbook.elevation')}
    >
      <h3>{t('itinerary.roadbook.elevation')}</h3>
      {data.available ? (
        <>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            className="elevation-chart"
            role="img"
            aria-label={t('itinerary.roadbook.elevation')}
          >
            <path
              d={profilePath(data)}
              fill={props.route.colors.primary}
              fillOpacity="0.25"
              stroke={props.route.colors.primary}
              strokeWidth="1.5"
            />
          </svg>
          <p className="elevation-stats">
            {t('itinerary.roadbook.elevationStats', {
              gain: data.gain,
              loss: data.loss,
              min: data.min ?? 0,
              max: data.max ?? 0,
            })}
          </p>
        </>
      ) : (
        <p className="itinerary-hint" data-testid="elevation-none">
          {t('itinerary.roadbook.elevationNone')}
        </p>
      )}
    </section>
  );
}
