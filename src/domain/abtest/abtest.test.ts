import { describe, expect, it } from 'vitest';
import {
  appliesTo,
  enrol,
  parseEnrolments,
  validEntries,
  variantFor,
  variantOf,
  type AbEntry,
} from './abtest';
import { defaultSortOf } from './experiments';

const entry: AbEntry = {
  id: 'tri',
  from: '2026-01-01',
  to: '2027-01-01',
  conditions: { platforms: ['ge'], locales: ['fr_FR', 'fr_BE'] },
  variants: [
    { id: 'a', from: 0, to: 50 },
    { id: 'b', from: 50, to: 100 },
  ],
};
const now = Date.parse('2026-06-01T12:00:00Z');
const desktopFr = { now, platform: 'ge', locale: 'fr-FR' } as const;

describe('A/B entries', () => {
  it('keeps entries with every field and at least one variant, once per id', () => {
    const { entries, dropped } = validEntries([
      entry,
      { ...entry, variants: [] },
      { ...entry, id: 'sans-conditions', conditions: undefined },
      { ...entry, id: 'mauvaise-date', from: 'demain' },
      { ...entry, variants: [{ id: 'x', from: 0, to: 100 }] },
      'pas un objet',
      { ...entry, id: 'autre' },
    ]);
    expect(entries.map((e) => e.id)).toEqual(['tri', 'autre']);
    expect(dropped.map((d) => d.index)).toEqual([1, 2, 3, 4, 5]);
    expect(dropped[3]?.reason).toContain('already given');
  });

  it('applies within its dates, to its platforms and to its locales written with an underscore', () => {
    expect(appliesTo(entry, desktopFr)).toBe(true);
    expect(appliesTo(entry, { ...desktopFr, locale: 'fr-BE' })).toBe(true);
    expect(appliesTo(entry, { ...desktopFr, locale: 'nl-BE' })).toBe(false);
    expect(appliesTo(entry, { ...desktopFr, platform: 'pe' })).toBe(false);
    expect(appliesTo(entry, { ...desktopFr, now: Date.parse('2025-12-31T23:00:00Z') })).toBe(false);
    expect(appliesTo(entry, { ...desktopFr, now: Date.parse('2027-01-02') })).toBe(false);
  });

  it('reads variant ranges from inclusive to exclusive', () => {
    expect(variantFor(entry, 0)?.id).toBe('a');
    expect(variantFor(entry, 49)?.id).toBe('a');
    expect(variantFor(entry, 50)?.id).toBe('b');
    expect(variantFor(entry, 99)?.id).toBe('b');
    expect(variantFor({ ...entry, variants: [{ id: 'a', from: 0, to: 10 }] }, 10)).toBeUndefined();
  });

  it('enrols each entry once with a random id from 0 to 99, and keeps the ids it had', () => {
    const first = enrol({}, [entry], () => 0.999999);
    expect(first).toEqual({ tri: 99 });
    expect(enrol(first, [entry, { ...entry, id: 'autre' }], () => 0)).toEqual({
      tri: 99,
      autre: 0,
    });
  });

  it('reads the kept enrolments strictly', () => {
    expect(parseEnrolments('{"tri":42}')).toEqual({ tri: 42 });
    expect(parseEnrolments('{"tri":100}')).toEqual({});
    expect(parseEnrolments('{"tri":"42"}')).toEqual({});
    expect(parseEnrolments('pas du json')).toEqual({});
    expect(parseEnrolments(null)).toEqual({});
  });

  it('gives the variant only to an enrolled browser the entry applies to', () => {
    const options = { experiment: 'tri', audience: desktopFr };
    expect(variantOf([entry], { tri: 75 }, options)).toBe('b');
    expect(variantOf([entry], {}, options)).toBeUndefined();
    expect(variantOf([entry], { tri: 75 }, { ...options, experiment: 'autre' })).toBeUndefined();
    const phone = { ...options, audience: { ...desktopFr, platform: 'pe' as const } };
    expect(variantOf([entry], { tri: 75 }, phone)).toBeUndefined();
  });

  it('maps the sort experiment’s variants to a default sort', () => {
    expect(defaultSortOf('duree')).toBe('duration');
    expect(defaultSortOf('ordre')).toBe('default');
    expect(defaultSortOf('inconnue')).toBe('default');
    expect(defaultSortOf(undefined)).toBe('default');
  });
});
