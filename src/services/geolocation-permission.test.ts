import { describe, expect, it } from 'vitest';
import { geolocationGranted } from './geolocation-permission';

const answering = (state: PermissionState) => ({
  permissions: {
    query: () => Promise.resolve({ state } as PermissionStatus),
  },
});

describe('geolocationGranted', () => {
  it('is true only for a permission granted already', async () => {
    expect(await geolocationGranted(answering('granted'))).toBe(true);
    expect(await geolocationGranted(answering('prompt'))).toBe(false);
    expect(await geolocationGranted(answering('denied'))).toBe(false);
  });

  it('is false without the Permissions API, or when the query fails', async () => {
    expect(await geolocationGranted({})).toBe(false);
    const failing = { permissions: { query: () => Promise.reject(new TypeError('no')) } };
    expect(await geolocationGranted(failing)).toBe(false);
  });
});
