import { describe, expect, it } from 'vitest';
import type { RestrictionsAnswer, TrafficAnswer } from '../domain/restrictions/api';
import { markerFeatures } from './layer-page-layer';
import { zoneDots, zoneFeatures } from './zfe-layer';

const restrictions: RestrictionsAnswer = {
  area: null,
  at: '2026-11-26T12:00:00.000Z',
  items: [
    {
      id: 'w1',
      kind: 'maxheight',
      value: '3.5',
      conditional: null,
      label: 'Hauteur limitée à 3,50 m',
      road: null,
      lng: 2.35,
      lat: 48.86,
      commune: '75056',
    },
  ],
  total: 1,
  zfe: [],
  covered: true,
};

const traffic: TrafficAnswer = {
  at: '2026-11-26T12:00:00.000Z',
  live: { configured: false, fetchedAt: null, lastError: null },
  events: [
    {
      id: 'osm:w2',
      source: 'osm',
      type: 'roadworks',
      label: 'Travaux : Rue Plati',
      road: 'Rue Plati',
      start: null,
      end: null,
      status: 'planned',
      lng: 7.41,
      lat: 43.73,
    },
  ],
};

describe('markerFeatures', () => {
  it('makes a point of each restriction and event, kind by status, named', () => {
    const [item] = markerFeatures({ kind: 'restrictions', answer: restrictions }).features;
    expect(item).toMatchObject({
      id: 'w1',
      geometry: { type: 'Point', coordinates: [2.35, 48.86] },
      properties: { kind: 'restriction', label: 'Hauteur limitée à 3,50 m', road: '' },
    });
    const [event] = markerFeatures({ kind: 'traffic', answer: traffic }).features;
    expect(event?.properties).toMatchObject({ kind: 'event-planned', road: 'Rue Plati' });
  });

  it('draws no marker for the other pages', () => {
    expect(markerFeatures(null).features).toEqual([]);
  });
});

describe('zoneFeatures', () => {
  it('draws a superseded stage as ended, the stages in force on top', () => {
    const area = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    };
    const feature = (key: string, status: string) => ({
      type: 'Feature' as const,
      geometry: area,
      properties: { key, status, name: 'ZFE de Strasbourg' },
    });
    const drawn = zoneFeatures(
      {
        type: 'FeatureCollection',
        features: [
          feature('2025', 'ongoing'),
          feature('2023', 'ongoing'),
          feature('2028', 'planned'),
        ],
      },
      new Set(['2023']),
    );
    const pairs = drawn.features.map((f): unknown[] => [f.properties?.key, f.properties?.status]);
    expect(pairs).toEqual([
      ['2023', 'expired'],
      ['2028', 'planned'],
      ['2025', 'ongoing'],
    ]);
  });
});

describe('zoneDots', () => {
  const square = (x: number) => ({
    type: 'Polygon' as const,
    coordinates: [
      [
        [x, 0],
        [x + 2, 0],
        [x + 2, 2],
        [x, 0],
      ],
    ],
  });
  const zone = (key: string, x: number, status: string) => ({
    type: 'Feature' as const,
    geometry: square(x),
    properties: { key, status },
  });
  it('marks each zone in force or planned once, at its centre, the stage in force first', () => {
    const dots = zoneDots({
      type: 'FeatureCollection',
      features: [
        zone('a@2022', 0, 'expired'),
        zone('a@2027', 0, 'planned'),
        zone('a@2025', 0, 'ongoing'),
        zone('b@2028', 10, 'planned'),
      ],
    });
    expect(dots.features.map((f) => [f.geometry, f.properties])).toEqual([
      [
        { type: 'Point', coordinates: [1, 1] },
        { key: 'a@2025', status: 'ongoing' },
      ],
      [
        { type: 'Point', coordinates: [11, 1] },
        { key: 'b@2028', status: 'planned' },
      ],
    ]);
  });
});
