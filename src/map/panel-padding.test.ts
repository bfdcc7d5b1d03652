import { describe, expect, it } from 'vitest';
import { mapMargins } from '../domain/map-constants';
import { fixedMargins, paddingAround, paddingOffset } from './panel-padding';

const DESKTOP_MAP = { left: 0, top: 56, right: 1366, bottom: 800 };
const PHONE_MAP = { left: 0, top: 52, right: 390, bottom: 844 };
const PHONE = { margins: mapMargins({ mobile: true, fullscreen: false, vector: false }) };

describe('paddingAround', () => {
  it('keeps a desktop view right of the side panel', () => {
    const padding = paddingAround(DESKTOP_MAP, { left: 12, top: 120, right: 392, bottom: 690 });
    // §9: the pop-in's 20 px and the desktop's 30 beside the panel, 10 below.
    expect(padding.left).toBe(392 + 20 + 30);
    expect(padding.bottom).toBe(10);
    expect(padding.right).toBe(30);
    expect(padding.top).toBe(56 + 10);
  });

  it('keeps a phone view above the bottom sheet', () => {
    const padding = paddingAround(PHONE_MAP, { left: 8, top: 350, right: 382, bottom: 814 }, PHONE);
    // §9: 50 on a phone, the pop-in's 20 above its sheet.
    expect(padding.left).toBe(50);
    expect(padding.bottom).toBe(844 - 350 + 20);
    // The view is centred in the band between the chips and the sheet.
    const [, dy] = paddingOffset(padding);
    expect(dy).toBeLessThan(0);
  });

  it('leaves room for the view when the sheet takes almost the whole screen', () => {
    const padding = paddingAround(PHONE_MAP, { left: 8, top: 100, right: 382, bottom: 814 }, PHONE);
    expect(844 - 52 - padding.top - padding.bottom).toBeGreaterThanOrEqual(120);
  });

  it('pads evenly without a panel', () => {
    const padding = paddingAround(PHONE_MAP, null, PHONE);
    expect(padding).toEqual({ top: 56 + 50, left: 50, right: 50, bottom: 50 });
  });

  it('keeps a desktop view clear of a pop-in in the bottom right corner too', () => {
    const panel = { left: 12, top: 120, right: 392, bottom: 690 };
    const popin = { left: 998, top: 567, right: 1350, bottom: 784 };
    const padding = paddingAround(DESKTOP_MAP, panel, { cards: [popin] });
    expect(padding.left).toBe(392 + 50);
    // Above the pop-in leaves the larger view here: the bottom grows by its height and 20 px.
    expect(padding.bottom).toBe(800 - 567 + 20);
    expect(padding.right).toBe(30);
  });

  it('keeps clear of a tall pop-in at its side', () => {
    const popin = { left: 1000, top: 150, right: 1350, bottom: 784 };
    const padding = paddingAround(DESKTOP_MAP, null, { cards: [popin] });
    expect(padding.right).toBe(1366 - 1000 + 20);
    expect(padding.bottom).toBe(10);
  });

  it('keeps a phone view below a pop-in at the top and above the sheet', () => {
    const sheet = { left: 8, top: 350, right: 382, bottom: 814 };
    const popin = { left: 8, top: 60, right: 382, bottom: 200 };
    const padding = paddingAround(PHONE_MAP, sheet, { ...PHONE, cards: [popin] });
    expect(padding.top).toBe(200 - 52 + 20);
    // The band left between them keeps its minimum room, a little over the sheet's edge.
    expect(844 - 52 - padding.top - padding.bottom).toBe(120);
    expect(padding.right).toBe(50);
  });

  it('ignores a card outside the map', () => {
    const below = { left: 0, top: 900, right: 390, bottom: 1000 };
    expect(paddingAround(PHONE_MAP, null, { cards: [below] })).toEqual(
      paddingAround(PHONE_MAP, null),
    );
  });

  it('keeps 105 px more at the bottom for the ad banner, or clears it where it is taller', () => {
    const low = { left: 500, top: 760, right: 1228, bottom: 790 };
    expect(paddingAround(DESKTOP_MAP, null, { banner: low }).bottom).toBe(10 + 105);
    const tall = { left: 500, top: 658, right: 1228, bottom: 774 };
    expect(paddingAround(DESKTOP_MAP, null, { banner: tall }).bottom).toBe(800 - 658 + 20);
  });

  it('keeps 50 px more around a vector', () => {
    const margins = mapMargins({ mobile: false, fullscreen: false, vector: true });
    const panel = { left: 12, top: 120, right: 392, bottom: 690 };
    expect(paddingAround(DESKTOP_MAP, panel, { margins })).toEqual({
      top: 56 + 60,
      right: 80,
      bottom: 60,
      left: 392 + 20 + 80,
    });
  });

  it('keeps a fixed margin as before: half of it under the chips and above a sheet', () => {
    const sheet = { left: 8, top: 350, right: 382, bottom: 814 };
    const padding = paddingAround(PHONE_MAP, sheet, { margins: fixedMargins(16) });
    expect(padding).toEqual({ top: 56 + 8, right: 16, bottom: 844 - 350 + 8, left: 16 });
  });
});
