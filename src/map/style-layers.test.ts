import { describe, expect, it } from 'vitest';
import {
  firstLabelLayer,
  isLabelLayer,
  labelLayerIds,
  layerMode,
  modeVisibility,
  overlayBefore,
  styleUrl,
} from './style-layers';

const layers = [
  { id: 'background' },
  { id: 'roads', metadata: { other: 1 } },
  { id: 'road-labels', metadata: { 'periple:label': true } },
  { id: 'cycleways', metadata: { 'periple:mode': 'bicycle' } },
  { id: 'zfe-fill', metadata: { 'periple:mode': 'zfe' } },
  { id: 'zfe-line', metadata: { 'periple:mode': 'zfe' } },
];

describe('style layers', () => {
  it('reads the mode and label metadata', () => {
    expect(layerMode(layers[3] ?? { id: '' })).toBe('bicycle');
    expect(layerMode(layers[0] ?? { id: '' })).toBeUndefined();
    expect(isLabelLayer(layers[2] ?? { id: '' })).toBe(true);
    expect(labelLayerIds(layers)).toEqual(['road-labels']);
  });

  it('shows only the layers of the selected mode', () => {
    expect(modeVisibility(layers, 'zfe')).toEqual([
      { id: 'cycleways', visibility: 'none' },
      { id: 'zfe-fill', visibility: 'visible' },
      { id: 'zfe-line', visibility: 'visible' },
    ]);
    expect(modeVisibility(layers, 'neutral').every((c) => c.visibility === 'none')).toBe(true);
  });

  it('builds the style URL with the locale', () => {
    expect(styleUrl('dark', 'nl-BE', 'http://localhost:5173')).toBe(
      'http://localhost:5173/styles/dark.json?locale=nl-BE',
    );
  });
});

describe('the order of the routes and the overlays', () => {
  // As the style lays them: a one-way arrow (a symbol, not a label), the overlays, the labels.
  const style = [
    { id: 'road', type: 'line' },
    { id: 'road-oneway', type: 'symbol' },
    { id: 'mode-tc-line', type: 'line', metadata: { 'periple:mode': 'tc' } },
    { id: 'housenumber', type: 'symbol', metadata: { 'periple:label': true } },
  ];
  it('draws a trip over the overlays, under the labels', () => {
    // Under the first symbol, the trip was under the public transport lines shown with it.
    expect(firstLabelLayer(style)).toBe('housenumber');
    expect(
      firstLabelLayer([
        { id: 'a', type: 'line' },
        { id: 'b', type: 'symbol' },
      ]),
    ).toBe('b');
  });
  it('puts an overlay added later under the trip, else under the labels', () => {
    expect(overlayBefore(style)).toBe('housenumber');
    const withTrip = [
      ...style.slice(0, 3),
      { id: 'itinerary-routes-casing', type: 'line', metadata: { 'periple:route': true } },
      ...style.slice(3),
    ];
    expect(overlayBefore(withTrip)).toBe('itinerary-routes-casing');
  });
});
