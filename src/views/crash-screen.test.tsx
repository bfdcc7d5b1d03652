// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppSystem } from '../machines/app-system';
import { renderAppAt } from '../../tests/support/app-system';
import type * as AppShellModule from './app-shell';
import type * as PlanScreenModule from './search/plan-screen';

vi.mock('../map/mount-map', () => ({
  mountMap: async () => () => undefined,
  loadMapLibre: async () => ({}),
}));

/** The map screen fails while `failing.screen` is set; the shell while `failing.shell` is. */
const failing = vi.hoisted(() => ({ screen: false, shell: false }));

vi.mock('./search/plan-screen', async (original) => {
  const real = await original<typeof PlanScreenModule>();
  return {
    PlanScreen: () => {
      if (failing.screen) throw new Error('La liste a reçu un lieu sans nom');
      return <real.PlanScreen />;
    },
  };
});

vi.mock('./app-shell', async (original) => {
  const real = await original<typeof AppShellModule>();
  return {
    AppShell: () => {
      if (failing.shell) throw new TypeError('shell');
      return <real.AppShell />;
    },
  };
});

let system: AppSystem | undefined;

afterEach(() => {
  cleanup();
  system?.stop();
  failing.screen = false;
  failing.shell = false;
  vi.restoreAllMocks();
});

describe('the crash screen', () => {
  it('a screen that fails shows it in the screen’s place, reports it, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failing.screen = true;
    const rendered = await renderAppAt('/plan');
    system = rendered.system;
    const crash = await screen.findByRole('alert');
    expect(within(crash).getByRole('heading', { name: "Une erreur s'est produite." })).toBeTruthy();
    expect(
      within(crash).getByText(
        "Erreur technique survenue, nous nous engageons à gérer l'erreur très vite.",
      ),
    ).toBeTruthy();
    expect(
      within(crash).getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href'),
    ).toBe('/');
    // The shell stays: the header and the map are there around it.
    expect(screen.getByTestId('map')).toBeTruthy();
    expect(crash.classList.contains('crash-screen--whole')).toBe(false);
    expect(rendered.reportRenderError).toHaveBeenCalledTimes(1);
    expect(rendered.reportRenderError).toHaveBeenCalledWith(expect.any(Error), '/plan');
    // Once the cause is gone, « Réessayer » brings the screen back.
    failing.screen = false;
    fireEvent.click(within(crash).getByRole('button', { name: 'Réessayer' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(rendered.reportRenderError).toHaveBeenCalledTimes(1);
  });

  it('a shell that fails shows it in the whole page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failing.shell = true;
    const rendered = await renderAppAt('/plan');
    system = rendered.system;
    const crash = await screen.findByRole('alert');
    expect(crash.classList.contains('crash-screen--whole')).toBe(true);
    expect(screen.queryByTestId('map')).toBeNull();
    expect(rendered.reportRenderError).toHaveBeenCalledWith(expect.any(TypeError), '/plan');
  });
});
