/**
 * React access to the POI catalogue alone (the home's POI menu): it creates the catalogue actor,
 * not the rest of the POI system, so the menu's lazily loaded code stays small.
 */
import { useSelector } from '@xstate/react';
import type { PoiConfiguration } from '../../domain/geoentity';
import { poiCatalogueOf } from '../../machines/poi-catalogue-actor';
import { useAppSystem } from '../app-context';

/** The catalogue configuration once loaded (null before). */
export function useCatalogue(): PoiConfiguration | null {
  const catalogue = poiCatalogueOf(useAppSystem());
  return useSelector(catalogue, (s) => (s.matches('DONE') ? s.context.config : null));
}

/** True while the catalogue is being requested. */
export function useCatalogueRequesting(): boolean {
  const catalogue = poiCatalogueOf(useAppSystem());
  return useSelector(catalogue, (s) => s.matches('REQUESTING'));
}
