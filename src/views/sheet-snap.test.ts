import { describe, expect, it } from 'vitest';
import { nearestSnap, snapAfterDrag, snapAfterPress } from './sheet-snap';

const heights = { peek: 120, half: 380, full: 760 };

describe('a phone sheet after its grip', () => {
  it('rests at the nearest height after a slow drag', () => {
    expect(nearestSnap(heights, 200)).toBe('peek');
    expect(nearestSnap(heights, 500)).toBe('half');
    expect(nearestSnap(heights, 600)).toBe('full');
    expect(snapAfterDrag({ heights, height: 240, velocity: 0.1 })).toBe('peek');
  });

  it('goes on to the next height in the direction of a flick', () => {
    // A short flick up from half still opens the whole sheet; one down from half folds it.
    expect(snapAfterDrag({ heights, height: 420, velocity: 1.2 })).toBe('full');
    expect(snapAfterDrag({ heights, height: 350, velocity: -1.2 })).toBe('peek');
    // From the top, a flick down stops at half, not at the peek.
    expect(snapAfterDrag({ heights, height: 700, velocity: -0.9 })).toBe('half');
  });

  it('stays at an end when flicked past it', () => {
    expect(snapAfterDrag({ heights, height: 780, velocity: 2 })).toBe('full');
    expect(snapAfterDrag({ heights, height: 100, velocity: -2 })).toBe('peek');
  });

  it('a press opens the whole sheet from half, and brings it back to half from elsewhere', () => {
    expect(snapAfterPress('half')).toBe('full');
    expect(snapAfterPress('full')).toBe('half');
    expect(snapAfterPress('peek')).toBe('half');
  });
});
