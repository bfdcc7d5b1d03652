/**
 * The A/B test of the results' default sort (issue 15): the variant « duree » opens the results
 * quickest first, « ordre » (and anyone not in the test) in the default order. A sort the user
 * picks is kept (the itinerary machine's rule).
 */
import { useEffect } from 'react';
import { defaultSortOf, ITINERARY_SORT_EXPERIMENT } from '../../domain/abtest/experiments';
import { useVariant } from '../use-variant';
import { useItinerary } from './use-itinerary';

/** Sends the experiment's default sort to the itinerary. */
export function useSortExperiment(): void {
  const variant = useVariant(ITINERARY_SORT_EXPERIMENT);
  const { actor } = useItinerary();
  useEffect(() => {
    actor.send({ type: 'sort.default', sort: defaultSortOf(variant) });
  }, [actor, variant]);
}
