/** Hostile values for the fuzz suite: the inputs that broke servers like ours before. */
import fc from 'fast-check';
import type { Endpoint } from './endpoints';

const PROTOTYPE_NAMES = [
  'constructor',
  '__proto__',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
];
const SPECIAL = [
  '',
  ' ',
  '%',
  '%25',
  '%00',
  '%E0%A4%A',
  '\u0000',
  'a\u0000b',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1e308',
  '-1',
  '0',
  '999999999999999999999',
  '0x1F',
  '[]',
  '{}',
  'null',
  'undefined',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  "'; DROP TABLE poi; --",
  '😀🗺️',
  'Ĳssel œuvre ß',
  '\u202e\u200b',
  '7.42,43.73,7.44,43.75',
  '-180,-90,180,90',
  '7.42;43.73',
  'osm-n1',
  'carburant-6320006',
  '2026-02-30',
  '25:99',
];

/** A text value: special strings, prototype names, random unicode, or something huge. */
export function hostileText(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...SPECIAL, ...PROTOTYPE_NAMES) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.double().map(String) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('a', 'é', '%', '9', ' constructor'),
          fc.integer({ min: 100, max: 5000 }),
        )
        .map(([s, n]) => s.repeat(n)),
    },
  );
}

/** A path segment as a client may send it: encoded, or raw with its stray percent signs. */
export function rawSegment(): fc.Arbitrary<string> {
  return fc.oneof(
    hostileText().map((s) => encodeURIComponent(s)),
    fc.constantFrom(
      '%',
      '%25',
      '%E0%A4%A',
      '%00',
      '..',
      '.json',
      'osm-n1.json',
      '0',
      '14',
      'x.pbf',
      'style.json',
    ),
  );
}

/** A JSON body for a POST endpoint: its fields with values of every JSON type. */
export function hostileBody(endpoint: Endpoint): fc.Arbitrary<unknown> {
  const value = fc.oneof(
    hostileText(),
    fc.double(),
    fc.constantFrom(
      null,
      true,
      [],
      {},
      [
        [0, 40],
        [20, 60],
      ],
      [
        [
          [7.4, 43.7],
          [7.5, 43.8],
        ],
      ],
    ),
    fc.array(fc.tuple(fc.double(), fc.double()), { maxLength: 30 }),
    fc.array(fc.array(fc.double(), { maxLength: 3 }), { maxLength: 30 }),
  );
  const fields = [...(endpoint.body ?? []), ...PROTOTYPE_NAMES];
  return fc.oneof(fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 4 }), value);
}
