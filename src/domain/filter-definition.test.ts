import { describe, expect, it } from 'vitest';
import {
  filterValues,
  isValidChoice,
  numberValue,
  pickerValue,
  sliderValue,
  stepDecimals,
  toggledValue,
  type FilterDefinition,
} from './filter-definition';
import { STARS_FILTER } from '../../tests/model/poi-fixtures';

describe("a multichip's values", () => {
  it('are read from its value, none from an empty one', () => {
    expect(filterValues('wifi;terrasse')).toEqual(['wifi', 'terrasse']);
    expect(filterValues('')).toEqual([]);
    expect(filterValues(';wifi;')).toEqual(['wifi']);
  });

  it('toggle one at a time, the others kept in their order', () => {
    expect(toggledValue('', 'wifi')).toBe('wifi');
    expect(toggledValue('wifi', 'terrasse')).toBe('wifi;terrasse');
    expect(toggledValue('wifi;terrasse', 'wifi')).toBe('terrasse');
    expect(toggledValue('now', 'now')).toBe('');
  });
});

const PICKER = STARS_FILTER;
const SLIDER: FilterDefinition = {
  ...PICKER,
  type: 'slider',
  parameter: 'maxPrice',
  min: 1.35,
  max: 1.45,
  step: 0.01,
};

describe('number filters', () => {
  it('write a value with the decimals of their step', () => {
    expect(stepDecimals(0.01)).toBe(2);
    expect(stepDecimals(0.5)).toBe(1);
    expect(stepDecimals(undefined)).toBe(0);
    expect(numberValue(SLIDER, 1.7)).toBe('1.70');
    expect(numberValue({ step: 0.1 }, 0.1 + 0.2)).toBe('0.3');
  });

  it('step a picker from off to its min, up to its max, and off again below its min', () => {
    expect(pickerValue(PICKER, 1)).toBe('1');
    expect(pickerValue(PICKER, -1)).toBe('');
    expect(pickerValue({ ...PICKER, value: '4' }, 1)).toBe('5');
    expect(pickerValue({ ...PICKER, value: '5' }, 1)).toBe('5');
    expect(pickerValue({ ...PICKER, value: '1' }, -1)).toBe('');
  });

  it('let a slider go: off at its max, else the price with its cents', () => {
    expect(sliderValue(SLIDER, 1.45)).toBe('');
    expect(sliderValue(SLIDER, 1.4)).toBe('1.40');
  });
});

describe('isValidChoice', () => {
  it('takes off, a number within the bounds, or ids among the values', () => {
    expect(isValidChoice(PICKER, '')).toBe(true);
    expect(isValidChoice(PICKER, '3')).toBe(true);
    expect(isValidChoice(PICKER, 'abc')).toBe(false);
    expect(isValidChoice(PICKER, '9')).toBe(false);
    expect(isValidChoice(SLIDER, '1.40')).toBe(true);
    const chips: FilterDefinition = {
      ...PICKER,
      type: 'multichip',
      values: [
        { id: 'wifi', label: 'Wi-Fi' },
        { id: 'terrasse', label: 'Terrasse' },
      ],
    };
    expect(isValidChoice(chips, 'wifi;terrasse')).toBe(true);
    expect(isValidChoice(chips, 'wifi;foo')).toBe(false);
    expect(isValidChoice({ ...chips, type: 'combobox' }, 'Pizza')).toBe(false);
  });
});
