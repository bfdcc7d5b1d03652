/**
 * Tells the incentive pop-ins that itinerary results are on screen (issue 15): the account's or
 * the POIs on route's pop-in may then show, as the incentive machine decides.
 */
import { useEffect } from 'react';
import { forgetResultsShown, tellResultsShown } from '../../machines/incentive-system';
import { useAppSystem } from '../app-context';

/** Sends `results.shown` when the results appear. */
export function useResultsIncentive(): void {
  const app = useAppSystem();
  useEffect(() => {
    tellResultsShown(app, Date.now());
    return () => forgetResultsShown(app);
  }, [app]);
}
