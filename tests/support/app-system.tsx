/**
 * The app system and router of the component and integration tests: the browser's side effects
 * replaced by spies, the map not mounted (jsdom has no WebGL), the services the test gives.
 */
import { NO_GUESS } from '../../src/domain/geoip';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import {
  createAppSystem,
  type AppSystem,
  type AppSystemOptions,
} from '../../src/machines/app-system';
import { createAppRouter } from '../../src/router/router';
import { defaultMapConfig } from '../../src/services/default-map-config';
import { AppSystemProvider } from '../../src/views/app-context';

/** Options of a test app system in fr-FR on a desktop, with `overrides`. */
export function testAppOptions(overrides: Partial<AppSystemOptions> = {}): AppSystemOptions {
  return {
    locale: 'fr-FR',
    width: 1280,
    geolocation: undefined,
    api: {
      getMapConfig: async () => defaultMapConfig('fr-FR'),
      getGeoip: async () => NO_GUESS,
    },
    monitoring: { report: vi.fn() },
    reloadPage: vi.fn(),
    persistLocale: vi.fn(),
    toggleFullscreen: vi.fn(),
    ...overrides,
  };
}

/** Renders the whole app at `path` (a memory history); the caller stops the system. */
export async function renderAppAt(path: string, overrides: Partial<AppSystemOptions> = {}) {
  const system: AppSystem = createAppSystem(testAppOptions(overrides));
  const reportNotFound = vi.fn();
  const reportRenderError = vi.fn();
  const router = createAppRouter({
    context: { monitoring: { reportNotFound, reportRenderError } },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await act(async () => {
    render(
      <AppSystemProvider system={system}>
        <RouterProvider router={router} />
      </AppSystemProvider>,
    );
    await router.load();
  });
  return { system, router, reportNotFound, reportRenderError };
}
