/**
 * Cycle facilities in the categories of the national schema (etalab/schema-amenagements-cyclables,
 * values of `ame_d` / `ame_g`), the categories Périple aggregates per commune. Zod-free.
 */
import type { HoursLanguage } from './hours-text';

/** The schema's facility categories Périple reports (others are read as AUTRE). */
export const CYCLE_CATEGORIES = [
  'PISTE CYCLABLE',
  'BANDE CYCLABLE',
  'DOUBLE SENS CYCLABLE PISTE',
  'DOUBLE SENS CYCLABLE BANDE',
  'DOUBLE SENS CYCLABLE NON MATERIALISE',
  'VOIE VERTE',
  'VELO RUE',
  'COULOIR BUS+VELO',
  'AMENAGEMENT MIXTE PIETON VELO HORS VOIE VERTE',
  'CHAUSSEE A VOIE CENTRALE BANALISEE',
  'AUTRE',
] as const;
export type CycleCategory = (typeof CYCLE_CATEGORIES)[number];

/** True when `value` is one of the reported categories. */
export function isCycleCategory(value: unknown): value is CycleCategory {
  return typeof value === 'string' && (CYCLE_CATEGORIES as readonly string[]).includes(value);
}

/** French labels of the categories, as a cyclist reads them. */
export const CYCLE_CATEGORY_LABELS: Readonly<Record<CycleCategory, string>> = {
  'PISTE CYCLABLE': 'Pistes cyclables',
  'BANDE CYCLABLE': 'Bandes cyclables',
  'DOUBLE SENS CYCLABLE PISTE': 'Double-sens cyclables (piste)',
  'DOUBLE SENS CYCLABLE BANDE': 'Double-sens cyclables (bande)',
  'DOUBLE SENS CYCLABLE NON MATERIALISE': 'Double-sens cyclables non matérialisés',
  'VOIE VERTE': 'Voies vertes',
  'VELO RUE': 'Vélorues',
  'COULOIR BUS+VELO': 'Couloirs bus + vélo',
  'AMENAGEMENT MIXTE PIETON VELO HORS VOIE VERTE': 'Aménagements mixtes piétons-vélos',
  'CHAUSSEE A VOIE CENTRALE BANALISEE': 'Chaussées à voie centrale banalisée',
  AUTRE: 'Autres aménagements',
};

/** The categories in English and Dutch, as the cycle-path pages of those locales list them. */
const CATEGORY_WORDS: Readonly<Record<'en' | 'nl', Readonly<Record<CycleCategory, string>>>> = {
  en: {
    'PISTE CYCLABLE': 'Cycle tracks',
    'BANDE CYCLABLE': 'Cycle lanes',
    'DOUBLE SENS CYCLABLE PISTE': 'Contraflow cycling (track)',
    'DOUBLE SENS CYCLABLE BANDE': 'Contraflow cycling (lane)',
    'DOUBLE SENS CYCLABLE NON MATERIALISE': 'Contraflow cycling, unmarked',
    'VOIE VERTE': 'Greenways',
    'VELO RUE': 'Cycle streets',
    'COULOIR BUS+VELO': 'Bus and cycle lanes',
    'AMENAGEMENT MIXTE PIETON VELO HORS VOIE VERTE': 'Shared pedestrian and cycle paths',
    'CHAUSSEE A VOIE CENTRALE BANALISEE': 'Roads with advisory cycle lanes',
    AUTRE: 'Other facilities',
  },
  nl: {
    'PISTE CYCLABLE': 'Fietspaden',
    'BANDE CYCLABLE': 'Fietsstroken',
    'DOUBLE SENS CYCLABLE PISTE': 'Fietsen tegen de richting in (fietspad)',
    'DOUBLE SENS CYCLABLE BANDE': 'Fietsen tegen de richting in (fietsstrook)',
    'DOUBLE SENS CYCLABLE NON MATERIALISE': 'Fietsen tegen de richting in, zonder markering',
    'VOIE VERTE': 'Groene wegen',
    'VELO RUE': 'Fietsstraten',
    'COULOIR BUS+VELO': 'Bus- en fietsstroken',
    'AMENAGEMENT MIXTE PIETON VELO HORS VOIE VERTE': 'Gemengde voet- en fietspaden',
    'CHAUSSEE A VOIE CENTRALE BANALISEE': 'Wegen met fietssuggestiestroken',
    AUTRE: 'Andere voorzieningen',
  },
};

/** A category as a page of that language lists it: « Pistes cyclables », « Cycle tracks ». */
export function cycleCategoryIn(category: CycleCategory, lang: HoursLanguage): string {
  return lang === 'fr' ? CYCLE_CATEGORY_LABELS[category] : CATEGORY_WORDS[lang][category];
}
