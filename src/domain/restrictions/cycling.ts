/**
 * Cycle facilities in the categories of the national schema (etalab/schema-amenagements-cyclables,
 * values of `ame_d` / `ame_g`), the categories Périple aggregates per commune. Zod-free.
 */

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
