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

/** The decimals of a step (0.01 → 2, 0.5 → 1, 1 → 0). */
export function stepDecimals(step: number | undefined): number {
  return (String(step ?? 1).split('.')[1] ?? '').length;
}

/** A number as a filter's value: with its step's decimals (1.7 → '1.70' by 0.01). */
export function numberValue(filter: Pick<FilterDefinition, 'step'>, value: number): string {
  return value.toFixed(stepDecimals(filter.step));
}

/**
 * True when `value` is one the filter can take: '' (off), a number from `min` to `max` for a
 * numberpicker or a slider, ids of its values otherwise (a value typed in a URL the server did
 * not take is not shown as taken).
 */
export function isValidChoice(filter: FilterDefinition, value: string): boolean {
  if (value === '') return true;
  if (filter.type === 'numberpicker' || filter.type === 'slider') {
    const n = Number(value);
    return Number.isFinite(n) && n >= (filter.min ?? n) && n <= (filter.max ?? n);
  }
  const ids = new Set(filter.values.map((v) => v.id));
  const chosen = filter.type === 'multichip' ? filterValues(value) : [value];
  return chosen.length > 0 && chosen.every((id) => ids.has(id));
}

/** A number picker's value one step down (`-1`, off below `min`) or up (`+1`, at most `max`). */
export function pickerValue(filter: FilterDefinition, direction: -1 | 1): string {
  const min = filter.min ?? 0;
  const max = filter.max ?? min;
  const step = filter.step ?? 1;
  if (filter.value === '') return direction > 0 ? numberValue(filter, min) : '';
  const next = Number(filter.value) + direction * step;
  if (next < min - step / 2) return '';
  return numberValue(filter, Math.min(next, max));
}

/** A slider's value let go at `held`: off at its `max` (every price), else the number. */
export function sliderValue(filter: FilterDefinition, held: number): string {
  return held >= (filter.max ?? held) ? '' : numberValue(filter, held);
}

/** The parameter of a fuel list's highest price per litre: a price of one fuel, dropped with it. */
export const FUEL_PRICE_FILTER_PARAMETER = 'maxPrice';

/** The unit of a hotel's stars (a numberpicker): shown as such, spoken as words. */
export const STARS_UNIT = '★';
