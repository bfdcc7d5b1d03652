/**
 * The itinerary pages' ad slot (spec 001 §9 placement `hp_itinerary_vde_desktop`), tagged with
 * the page's trip (§2 page tags, §9 distance tagging): its steps and mode on the form, and once
 * computed, on the results, the selected route's distance as a bucket and a letter.
 */
import { useNavigate } from '@tanstack/react-router';
import { itineraryPageTags } from '../../domain/page-tags';
import { selectedRoute } from '../../machines/itinerary-logic';
import { AdHost } from '../ads/ad-host';
import { useItineraryState } from './use-itinerary';

/** The slot of an itinerary page: the form's (`itinerary-home-1`) or the results' (`results`). */
export function ItineraryAd(props: { pageId: 'itinerary-home-1' | 'results' }) {
  const navigate = useNavigate();
  const tags = useItineraryState((s) =>
    itineraryPageTags({
      steps: s.context.steps,
      mode: s.context.currentMode,
      metres: selectedRoute(s.context)?.length.value ?? null,
    }).join(','),
  );
  return (
    <AdHost
      pageId={props.pageId}
      placement="hp_itinerary_vde_desktop"
      size="300x250"
      tags={tags ? tags.split(',') : []}
      go={(href) => void navigate({ href })}
    />
  );
}
