/**
 * The elevation profile of a route (POST /api/multipath/elevation with its polyline, precision
 * 6) as an SVG area chart with climb and descent. Without a DEM the answer is empty and the
 * profile says so.
 */
import { useMemo } from 'react';
import type { ElevationData, ItineraryRoute } from '../../domain/itinerary/types';
import { routePolyline } from '../../domain/itinerary/route-polyline';
import type { LoadState } from '../../machines/loader-machine';
import { useLoaded } from '../use-loaded';
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

/** The elevation of a route; showing a route asks for its profile. */
function useElevation(route: ItineraryRoute): LoadState<ElevationData> {
  const encoded = useMemo(() => routePolyline(route), [route]);
  return useLoaded(useItinerary().elevation, encoded);
}

/** The profile. */
export function ElevationProfile(props: { route: ItineraryRoute }) {
  const t = useT();
  const state = useElevation(props.route);
  if (state.status === 'loading') return null;
  if (state.status === 'failed')
    return (
      <p className="itinerary-hint" role="alert" data-testid="elevation-failed">
        {t('itinerary.roadbook.elevationFailed', { reason: t(state.error) })}
      </p>
    );
  return <Profile data={state.value} color={props.route.colors.primary} />;
}

function Profile(props: { data: ElevationData; color: string }) {
  const t = useT();
  const { data } = props;
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
              fill={props.color}
              fillOpacity="0.25"
              stroke={props.color}
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
