/** The default options of the itinerary in the interface language (the system's inventory loader). */
import { useSelector } from '@xstate/react';
import type { InventoryData } from '../../domain/itinerary/types';
import { useLocale } from '../app-context';
import { useItinerary } from './use-itinerary';

/** The inventory, `null` while it loads or when it failed. */
export function useInventory(): InventoryData | null {
  const { inventory } = useItinerary();
  const lang = useLocale();
  return useSelector(inventory, (s) =>
    s.value === 'ready' && s.context.key === lang ? s.context.value : null,
  );
}
