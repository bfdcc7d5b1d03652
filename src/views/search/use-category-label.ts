/**
 * The category of a place in the page's language, for the suggestion lists. The catalogue's
 * labels (rubric-labels.ts) stay out of the first screen's bundle: they load the first time a
 * list shows a recent place, and until then a place keeps the label it was stored with.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocale } from '../app-context';

/** A rubric as a suggestion carries it. */
export interface RubricRef {
  id: string;
  label: string;
}

/** True for a recent place of the history (its category was written when it was stored). */
export function isRecentPlace(item: {
  source: string;
  result?: { kind: string } | undefined;
}): boolean {
  return item.source === 'history' && item.result?.kind === 'poi';
}

type Labeller = (rubric: RubricRef, locale: string) => string;

let loaded: Labeller | undefined;

/** Writes a place's category in the page's locale (once the catalogue's labels are there). */
export function useCategoryLabel(needed: boolean): (rubric: RubricRef) => string {
  const locale = useLocale();
  const [labeller, setLabeller] = useState<Labeller | undefined>(() => loaded);
  useEffect(() => {
    if (!needed || labeller) return;
    let live = true;
    void import('../../domain/poi-catalogue/rubric-labels').then((m) => {
      loaded = m.poiRubricLabel;
      if (live) setLabeller(() => m.poiRubricLabel);
    });
    return () => {
      live = false;
    };
  }, [needed, labeller]);
  return useCallback(
    (rubric: RubricRef) => (labeller ? labeller(rubric, locale) : rubric.label),
    [labeller, locale],
  );
}
