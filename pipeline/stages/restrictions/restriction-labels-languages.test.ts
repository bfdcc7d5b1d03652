import { describe, expect, it } from 'vitest';
import { layerLabelIn } from '../../../src/domain/restrictions/layer-labels';
import { accessLabel, HGV_LABELS, limitLabel } from './restriction-tags';
import { roadworksOf } from './roadworks';

describe('the labels the import writes, in Dutch', () => {
  it('translates every access, heavy goods vehicle and limit label', () => {
    const labels = [
      ...Object.values(HGV_LABELS),
      ...(['access', 'motor_vehicle'] as const).flatMap((key) =>
        ['no', 'destination', 'private'].map((value) => accessLabel(key, value) ?? ''),
      ),
      ...(['maxweight', 'maxheight', 'maxwidth', 'maxlength'] as const).map((key) =>
        limitLabel(key, 3.5),
      ),
    ];
    for (const label of labels) expect(layerLabelIn(label, 'nl'), label).not.toBe(label);
  });

  it('translates the kind of every road under construction', () => {
    const kinds = ['motorway', 'trunk_link', 'residential', 'busway', 'steps', 'unknown_kind'];
    for (const construction of kinds) {
      const label = roadworksOf({ highway: 'construction', construction })?.label ?? '';
      expect(layerLabelIn(label, 'nl'), label).toMatch(/^Wegenwerken: [a-z'-]/);
    }
  });
});
