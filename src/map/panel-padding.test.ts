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

  it('keeps a desktop view clear of a pop-in in the bottom right corner too', () => {
    const panel = { left: 12, top: 120, right: 392, bottom: 690 };
    const popin = { left: 998, top: 567, right: 1350, bottom: 784 };
    const padding = paddingAround(DESKTOP_MAP, panel, { cards: [popin] });
    expect(padding.left).toBe(392 + 48);
    // Above the pop-in leaves the larger view here: the bottom grows by its height and 20 px.
    expect(padding.bottom).toBe(800 - 567 + 20);
    expect(padding.right).toBe(48);
  });

  it('keeps clear of a tall pop-in at its side', () => {
    const popin = { left: 1000, top: 150, right: 1350, bottom: 784 };
    const padding = paddingAround(DESKTOP_MAP, null, { cards: [popin] });
    expect(padding.right).toBe(1366 - 1000 + 20);
    expect(padding.bottom).toBe(48);
  });

  it('keeps a phone view below a pop-in at the top and above the sheet', () => {
    const sheet = { left: 8, top: 350, right: 382, bottom: 814 };
    const popin = { left: 8, top: 60, right: 382, bottom: 200 };
    const padding = paddingAround(PHONE_MAP, sheet, { cards: [popin] });
    expect(padding.top).toBe(200 - 52 + 20);
    // The band left between them keeps its minimum room, a little over the sheet's edge.
    expect(844 - 52 - padding.top - padding.bottom).toBe(120);
    expect(padding.right).toBe(48);
  });

  it('ignores a card outside the map', () => {
    const below = { left: 0, top: 900, right: 390, bottom: 1000 };
    expect(paddingAround(PHONE_MAP, null, { cards: [below] })).toEqual(
      paddingAround(PHONE_MAP, null),
    );
  });
});
