/**
 * The one way views read an A/B test (issue 15): the variant of an experiment for this browser,
 * undefined while the configuration loads or when the browser does not take part.
 */
import { useSelector } from '@xstate/react';
import { abTestOf } from '../machines/abtest-system';
import { variantIn } from '../machines/abtest-machine';
import { useAppSystem } from './app-context';

/** The variant id of `experiment` (its A/B actor created and loading on first use). */
export function useVariant(experiment: string): string | undefined {
  const actor = abTestOf(useAppSystem());
  return useSelector(actor, (s) => variantIn(s, experiment));
}
