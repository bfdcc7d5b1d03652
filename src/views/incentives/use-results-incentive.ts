/**
 * Tells the incentive pop-ins that itinerary results are on screen (issue 15): the account's or
 * the POIs on route's pop-in may then show, as the incentive machine decides.
 */
import { useEffect } from 'react';
import { existingIncentives } from '../../machines/incentive-system';
import { useAppSystem } from '../app-context';

/** Sends `results.shown` when the results appear. */
export function useResultsIncentive(): void {
  const app = useAppSystem();
  useEffect(() => {
    existingIncentives(app)?.send({ type: 'results.shown', now: Date.now() });
  }, [app]);
}
