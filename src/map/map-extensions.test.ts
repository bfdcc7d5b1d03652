import { describe, expect, it, vi } from 'vitest';
import type { AppSystem } from '../machines/app-system';
import { announceMap, registerMapExtension, type MapExtensionContext } from './map-extensions';

const context = (name: string) =>
  ({ map: { name }, lib: {}, system: {} as AppSystem }) as unknown as MapExtensionContext;

describe('map extensions', () => {
  it('attaches to maps announced before and after, and detaches on both sides', () => {
    const detach = vi.fn();
    const extension = vi.fn(() => detach);
    const first = announceMap(context('first'));
    const unregister = registerMapExtension(extension);
    expect(extension).toHaveBeenCalledTimes(1);
    const second = announceMap(context('second'));
    expect(extension).toHaveBeenCalledTimes(2);
    first();
    expect(detach).toHaveBeenCalledTimes(1);
    unregister();
    expect(detach).toHaveBeenCalledTimes(2);
    second();
    expect(detach).toHaveBeenCalledTimes(2);
    announceMap(context('third'))();
    expect(extension).toHaveBeenCalledTimes(2);
  });
});
