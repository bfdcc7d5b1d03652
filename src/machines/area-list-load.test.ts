/** The country pages' lists (§2 /plan/pays/{location}): France's régions, or none imported. */
import { describe, expect, it, vi } from 'vitest';
import type { Address } from '../domain/address';
import type { SearchApi } from '../services/search-api';
import { loadAreaList } from './search-system';

const REGION = { name: 'Normandie', geocode_level: 'admin_1' } as Address;

function api(): { api: SearchApi; areas: ReturnType<typeof vi.fn> } {
  const areas = vi.fn(async () => [REGION]);
  return { api: { areas } as unknown as SearchApi, areas };
}

describe('loadAreaList of a country', () => {
  it('lists the régions of France, whatever the slug’s case and accents', async () => {
    const { api: client, areas } = api();
    const list = await loadAreaList(client, { kind: 'regionsOf', country: 'France' });
    expect(list?.areas).toEqual([REGION]);
    expect(list?.country?.names.fr).toBe('France');
    expect(areas).toHaveBeenCalledWith('region', undefined, undefined);
  });

  it('lists nothing for a country whose areas are not imported, and names it', async () => {
    const { api: client, areas } = api();
    const list = await loadAreaList(client, { kind: 'regionsOf', country: 'belgique' });
    expect(list).toMatchObject({ areas: [], country: { slug: 'belgique', hasRegions: false } });
    expect(areas).not.toHaveBeenCalled();
  });

  it('is not found for a country it does not know', async () => {
    const { api: client } = api();
    expect(await loadAreaList(client, { kind: 'regionsOf', country: 'atlantide' })).toBeNull();
  });
});
