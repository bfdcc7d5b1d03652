/** Actions on a route: share the link (the URL restores the state), export GPX, open the roadbook. */
import { routeToGpx } from '../../domain/itinerary/gpx';
import type { ItineraryRoute } from '../../domain/itinerary/types';
import { useT } from '../app-context';
import { ShareButton } from '../share-button';
import { ActionIcons } from './itinerary-icons';
import { stepName } from '../../domain/itinerary/step-names';
import { useItineraryState } from './use-itinerary';

/** Downloads a text file. */
export function downloadText(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Share, GPX export and, when given, the roadbook link. */
export function RouteActions(props: {
  route: ItineraryRoute;
  onRoadbook?: (() => void) | undefined;
}) {
  const t = useT();
  const steps = useItineraryState((s) => s.context.steps);
  const gpx = (): void => {
    const named = steps.flatMap((s, i) =>
      s.coordinates ? [{ ...s.coordinates, name: s.label || stepName(t, i, steps.length) }] : [],
    );
    const text = routeToGpx(
      props.route,
      named,
      `${props.route.provider.label} ${props.route.routeId}`,
    );
    downloadText(`periple-${props.route.routeId}.gpx`, 'application/gpx+xml', text);
  };
  return (
    <div className="route-actions">
      {props.onRoadbook && (
        <button
          type="button"
          className="primary-button"
          data-testid="open-roadbook"
          onClick={props.onRoadbook}
        >
          <ActionIcons.roadbook />
          {t('itinerary.results.roadbook')}
        </button>
      )}
      <button type="button" className="text-button" data-testid="gpx" onClick={gpx}>
        <ActionIcons.download />
        {t('itinerary.results.gpx')}
      </button>
      <ShareButton
        label={t('itinerary.results.share')}
        copied={t('itinerary.results.shared')}
        icon={<ActionIcons.share />}
      />
    </div>
  );
}
