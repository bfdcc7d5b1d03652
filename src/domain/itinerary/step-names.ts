/** Names of the steps in the interface: Départ, Étape 1…, Arrivée. */
import type { Translate } from '../../i18n/translate';

/** The name of the step at `index` among `count`. */
export function stepName(t: Translate, index: number, count: number): string {
  if (index === 0) return t('itinerary.step.departure');
  if (index === count - 1) return t('itinerary.step.arrival');
  return t('itinerary.step.stop', { n: index });
}

/** The marker letter of a step: A, 1, 2…, B. */
export function stepMark(index: number, count: number): string {
  if (index === 0) return 'A';
  if (index === count - 1) return 'B';
  return String(index);
}
