/**
 * The filters of a POI list (spec §3 Filter definition, §2 `#/filtres`): the contract the
 * geoentity API answers with and the SPA draws, and the rules of a multichip's several values.
 */

/** A value of a filter (a fuel of the fuel combobox, a kind of place of a mosaic). */
export interface FilterValue {
  id: string;
  label: string;
  /** A mosaic's picture of the value (its rubric's icon). */
  iconUrl?: string | undefined;
}

/** §3 Filter definition types. */
export const FILTER_TYPES = [
  'combobox',
  'mosaic',
  'multichip',
  'multicombobox',
  'multidatepicker',
  'numberpicker',
  'slider',
] as const;

/** A filter type: how the filter is chosen. */
export type FilterType = (typeof FILTER_TYPES)[number];

/** A section of a filter's values, under its own title. */
export interface FilterSection {
  label: string;
  valueIds: string[];
}

/**
 * §3 Filter definition. combobox: one value of a list; multichip: values toggled on, several at
 * once (« Ouvert maintenant », the services); mosaic: one value of a grid of pictures;
 * numberpicker: a whole number from `min` to `max` by `step`; slider: a number from `min` to
 * `max` by `step`, in `unit`. multicombobox and multidatepicker are part of the contract; no list
 * offers them (no source has several-kinds tags or dated availability).
 */
export interface FilterDefinition {
  id: string;
  type: FilterType;
  /** The tracking action of a change (§9 tags: `filtre_{id}`). */
  actionId: string;
  label: string;
  shortLabel: string;
  /** With `{fuel}` for the fuel filter. */
  sublabel: string;
  parameter: string;
  primary: boolean;
  /** The values grouped under titles, when a filter groups them. */
  sections?: FilterSection[] | undefined;
  values: FilterValue[];
  /** numberpicker and slider: the bounds and the step of a value. */
  min?: number | undefined;
  max?: number | undefined;
  step?: number | undefined;
  /** The unit a slider's value is in (« €/L »). */
  unit?: string | undefined;
  /** multicombobox: the tags chosen, and the parameter they go in. */
  tags?: string[] | undefined;
  tagsParameter?: string | undefined;
  initValue: string;
  /** multidatepicker: the label and the parameter of its dates. */
  dateLabel?: string | undefined;
  dateParameter?: string | undefined;
  /** The value of this answer ('' when the filter is off; values joined by `;` for multichip). */
  value: string;
}

/** The separator of a multichip's values in its parameter (`services:wifi;terrasse`). */
export const FILTER_VALUES_SEPARATOR = ';';

/** The values of a multichip's value ('wifi;terrasse' → wifi, terrasse). */
export function filterValues(value: string): string[] {
  return value.split(FILTER_VALUES_SEPARATOR).filter((v) => v !== '');
}

/** A multichip's value with `id` toggled. */
export function toggledValue(value: string, id: string): string {
  const values = filterValues(value);
  const next = values.includes(id) ? values.filter((v) => v !== id) : [...values, id];
  return next.join(FILTER_VALUES_SEPARATOR);
}
