// @vitest-environment jsdom
/**
 * The search results page as a person meets it: a shared /plan#/recherche/{query} link searches
 * its query once and lists the addresses; a click chooses one; a failure is said with a retry.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '../../domain/search';
import type { AppSystem } from '../../machines/app-system';
import { toApiError } from '../../services/api-errors';
import type { SearchApi } from '../../services/search-api';
import { RESPONSES } from '../../../tests/model/search-fixtures';
import { renderAppAt } from '../../../tests/support/app-system';

vi.mock('../../map/mount-map', () => ({
  mountMap: async () => () => undefined,
  loadMapLibre: async () => ({}),
}));

let system: AppSystem | undefined;

async function openResults(search: SearchApi['search']) {
  ({ system } = await renderAppAt('/plan#/recherche/moulins', {
    searchApi: { search } as unknown as SearchApi,
  }));
  return system;
}

afterEach(() => {
  cleanup();
  system?.stop();
});

describe('search results page', () => {
  it('searches its query once, lists the addresses, and a click chooses one', async () => {
    const search = vi.fn<SearchApi['search']>(
      async (): Promise<SearchResponse> => RESPONSES.addresses,
    );
    const app = await openResults(search);
    const panel = await screen.findByTestId('search-results');
    expect(await screen.findByText('Boulevard des Moulins')).toBeTruthy();
    expect(panel.textContent).toContain('2');
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toMatchObject({ q: 'moulins' });
    fireEvent.click(screen.getByText('Boulevard des Moulins'));
    expect(app.search.getSnapshot().context.selected?.name).toBe('Boulevard des Moulins');
  });

  it('says a failure and retries on request', async () => {
    const search = vi
      .fn<SearchApi['search']>()
      .mockRejectedValueOnce(toApiError({ status: 503 }))
      .mockResolvedValueOnce(RESPONSES.addresses);
    await openResults(search);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erreur Serveur');
    await act(async () => {
      fireEvent.click(screen.getByText('Réessayer'));
    });
    expect(await screen.findByText('Boulevard des Moulins')).toBeTruthy();
    expect(search).toHaveBeenCalledTimes(2);
  });
});
