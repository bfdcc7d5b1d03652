/** The default options of the itinerary (GET /api/multipath/inventory), loaded once per language. */
import { useEffect, useState } from 'react';
import type { InventoryData } from '../../domain/itinerary/types';
import { useLocale } from '../app-context';
import { useItinerary } from './use-itinerary';

const cache = new Map<string, Promise<InventoryData>>();

/** The inventory, `null` while it loads or when it failed. */
export function useInventory(): InventoryData | null {
  const { api } = useItinerary();
  const lang = useLocale();
  const [data, setData] = useState<{ lang: string; value: InventoryData } | null>(null);
  useEffect(() => {
    let live = true;
    let request = cache.get(lang);
    if (!request) {
      request = api.inventory(lang);
      cache.set(lang, request);
      request.catch(() => cache.delete(lang));
    }
    request.then(
      (value) => {
        if (live) setData({ lang, value });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, lang]);
  return data?.lang === lang ? data.value : null;
}
