import { describe, expect, it } from 'vitest';
import { decimalText, parseDecimal } from './decimal';

describe('decimal inputs (spec 000 §5)', () => {
  it('read a comma as a dot', () => {
    expect(parseDecimal('6,5')).toBe(6.5);
    expect(parseDecimal('6.5')).toBe(6.5);
    expect(parseDecimal(' 12 ')).toBe(12);
    expect(parseDecimal(',5')).toBe(0.5);
  });

  it('strip a minus sign', () => {
    expect(parseDecimal('-6,5')).toBe(6.5);
    expect(parseDecimal('6-')).toBe(6);
  });

  it('round to one decimal by default, more when asked', () => {
    expect(parseDecimal('6,54')).toBe(6.5);
    expect(parseDecimal('6,56')).toBe(6.6);
    expect(parseDecimal('1,859', 3)).toBe(1.859);
    expect(parseDecimal('1,8594', 3)).toBe(1.859);
  });

  it('hold nothing for text that is no number', () => {
    for (const text of ['', '  ', ',', 'abc', '6,5,4', '6.5.4', '1e3', '∞'])
      expect(parseDecimal(text), text).toBeUndefined();
  });
});

describe('decimalText', () => {
  it('writes a decimal comma in French and Dutch, a point in English', () => {
    expect(decimalText(6.5, 'fr')).toBe('6,5');
    expect(decimalText(1.304, 'nl')).toBe('1,304');
    expect(decimalText(1.304, 'en')).toBe('1.304');
    expect(decimalText(7, 'fr')).toBe('7');
    expect(decimalText(undefined, 'fr')).toBe('');
  });

  it('gives back what parseDecimal reads', () => {
    expect(parseDecimal(decimalText(6.5, 'fr'))).toBe(6.5);
  });
});
