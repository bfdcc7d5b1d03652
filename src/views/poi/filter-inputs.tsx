/**
 * How each type of filter is chosen (spec §3 filter definition types): chips toggled on, several
 * at once (multichip); a grid of pictures, one at a time (mosaic); a whole number stepped from
 * `min` to `max` (numberpicker, « 3 ★ et plus »); a slider of a number in its unit (slider,
 * « 1,42 €/L au plus »); a list of values (combobox). A choice goes to the list machine at once;
 * the slider's only when it is let go (a drag would ask the list at every step).
 */
import { useState } from 'react';
import {
  filterValues,
  pickerValue,
  sliderValue,
  stepDecimals,
  STARS_UNIT,
  toggledValue,
  type FilterDefinition,
} from '../../domain/filter-definition';
import { useLocale, useT } from '../app-context';

/** Sends a filter's value (`''` turns it off). */
export type Choose = (parameter: string, value: string) => void;

interface InputProps {
  filter: FilterDefinition;
  onChoose: Choose;
}

/** A multichip filter: each value a chip, pressed when on; several can be on. */
export function Chips(props: InputProps) {
  const { filter } = props;
  const on = filterValues(filter.value);
  return (
    <>
      {filter.values.map((v) => (
        <button
          key={v.id}
          type="button"
          className="chip"
          aria-pressed={on.includes(v.id)}
          data-testid={`filter-${filter.id}`}
          onClick={() => props.onChoose(filter.parameter, toggledValue(filter.value, v.id))}
        >
          {v.label}
        </button>
      ))}
    </>
  );
}

/** A mosaic filter: a picture and a name per value, one pressed at a time. */
export function Mosaic(props: InputProps) {
  const { filter } = props;
  return (
    <div className="filter-mosaic">
      {filter.values.map((v) => {
        const on = filter.value === v.id;
        return (
          <button
            key={v.id}
            type="button"
            className="filter-mosaic__tile"
            aria-pressed={on}
            onClick={() => props.onChoose(filter.parameter, on ? '' : v.id)}
          >
            {v.iconUrl && <img src={v.iconUrl} alt="" width={28} height={28} />}
            <span>{v.label}</span>
          </button>
        );
      })}
    </div>
  );
}

/** A number in the page's language with the decimals its step has (1,42). */
function useNumberText(step: number | undefined): (value: number) => string {
  const locale = useLocale();
  const digits = stepDecimals(step);
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return (value) => format.format(value);
}

/**
 * A number picker's value as shown (« 3 ★ et plus », « Indifférent ») and as spoken: « 3 étoiles
 * et plus », as a screen reader would otherwise name the symbol.
 */
function usePickerTexts(filter: FilterDefinition): { shown: string; spoken: string } {
  const t = useT();
  const text = useNumberText(filter.step);
  const unit = filter.unit ?? '';
  const value = Number(filter.value);
  if (filter.value === '') return { shown: t('poi.filters.any'), spoken: t('poi.filters.any') };
  const shown = t('poi.filters.atLeast', { value: text(value), unit });
  if (unit !== STARS_UNIT) return { shown, spoken: shown };
  const key = value === 1 ? 'poi.filters.atLeastStars.one' : 'poi.filters.atLeastStars';
  return { shown, spoken: t(key, { value: text(value) }) };
}

/**
 * A numberpicker filter: − and + from its `min` to its `max`, « Indifférent » below `min`. A
 * button at its end is marked disabled but keeps the focus (a disabled button would drop it).
 */
export function NumberPicker(props: InputProps) {
  const { filter } = props;
  const t = useT();
  const { shown, spoken } = usePickerTexts(filter);
  const button = (direction: -1 | 1) => {
    const next = pickerValue(filter, direction);
    const end = next === filter.value;
    return (
      <button
        type="button"
        className="filter-number__step"
        aria-label={t(direction < 0 ? 'poi.filters.less' : 'poi.filters.more')}
        aria-disabled={end}
        onClick={() => {
          if (!end) props.onChoose(filter.parameter, next);
        }}
      >
        {direction < 0 ? '−' : '+'}
      </button>
    );
  };
  return (
    <div className="filter-number" data-testid={`filter-${filter.id}`}>
      {button(-1)}
      <output aria-live="polite">
        {spoken === shown ? (
          shown
        ) : (
          <>
            <span aria-hidden="true">{shown}</span>
            <span className="visually-hidden">{spoken}</span>
          </>
        )}
      </output>
      {button(1)}
    </div>
  );
}

/**
 * A slider filter: its value held while dragged, sent when let go (a mouse or a finger lifted,
 * a key released, a touch cancelled, the focus gone).
 */
export function Slider(props: InputProps & { label: string }) {
  const { filter } = props;
  const t = useT();
  const text = useNumberText(filter.step);
  const max = filter.max ?? 0;
  const chosen = filter.value === '' ? max : Number(filter.value);
  const [held, setHeld] = useState<number | null>(null);
  const value = held ?? chosen;
  const commit = (): void => {
    if (held === null) return;
    setHeld(null);
    props.onChoose(filter.parameter, sliderValue(filter, held));
  };
  const shown =
    filter.value === '' && held === null
      ? t('poi.filters.anyPrice')
      : t('poi.filters.atMost', { value: text(value), unit: filter.unit ?? '' });
  return (
    <div className="filter-slider">
      <input
        type="range"
        aria-label={props.label}
        aria-valuetext={shown}
        data-testid={`filter-${filter.id}`}
        min={filter.min}
        max={max}
        step={filter.step}
        value={value}
        onChange={(e) => setHeld(Number(e.target.value))}
        onPointerUp={commit}
        onPointerCancel={commit}
        onTouchEnd={commit}
        onKeyUp={commit}
        onBlur={commit}
      />
      <output>{shown}</output>
    </div>
  );
}

/** A combobox filter: its values, and « all » for none. */
export function Select(props: InputProps) {
  const { filter } = props;
  return (
    <label className="filter-select">
      <span>{filter.label}</span>
      <select
        name={filter.parameter}
        value={filter.value}
        data-testid={`filter-${filter.id}`}
        onChange={(e) => props.onChoose(filter.parameter, e.target.value)}
      >
        {filter.initValue === '' && <option value="">{filter.sublabel}</option>}
        {filter.values.map((v) => (
          <option key={v.id} value={v.id}>
            {v.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One filter of the overlay, drawn by its type, under its name. */
export function FilterInput(props: InputProps) {
  const { filter } = props;
  if (filter.type === 'combobox') return <Select {...props} />;
  const body =
    filter.type === 'mosaic' ? (
      <Mosaic {...props} />
    ) : filter.type === 'numberpicker' ? (
      <NumberPicker {...props} />
    ) : filter.type === 'slider' ? (
      <Slider {...props} label={filter.label} />
    ) : (
      <Chips {...props} />
    );
  return (
    <fieldset className={`filter-chips filter--${filter.type}`}>
      <legend>{filter.type === 'multichip' ? filter.shortLabel : filter.label}</legend>
      {body}
    </fieldset>
  );
}
