import { describe, expect, it } from 'vitest';
import { paddingAround, paddingOffset } from './panel-padding';

const DESKTOP_MAP = { left: 0, top: 56, right: 1366, bottom: 800 };
const PHONE_MAP = { left: 0, top: 52, right: 390, bottom: 844 };

describe('paddingAround', () => {
  it('keeps a desktop view right of the side panel', () => {
    const padding = paddingAround(DESKTOP_MAP, { left: 12, top: 120, right: 392, bottom: 690 });
    expect(padding.left).toBe(392 + 48);
    expect(padding.bottom).toBe(48);
  });

  it('keeps a phone view above the bottom sheet', () => {
    const padding = paddingAround(PHONE_MAP, { left: 8, top: 350, right: 382, bottom: 814 });
    expect(padding.left).toBe(48);
    expect(padding.bottom).toBe(844 - 350 + 24);
    // The view is centred in the band between the chips and the sheet.
    const [, dy] = paddingOffset(padding);
    expect(dy).toBeLessThan(0);
  });

  it('leaves room for the view when the sheet takes almost the whole screen', () => {
    const padding = paddingAround(PHONE_MAP, { left: 8, top: 100, right: 382, bottom: 814 });
    expect(844 - 52 - padding.top - padding.bottom).toBeGreaterThanOrEqual(120);
  });

  it('pads evenly without a panel', () => {
    const padding = paddingAround(PHONE_MAP, null);
    expect(padding).toMatchObject({ left: 48, right: 48, bottom: 48 });
  });
});
