/**
 * React access to the POI system: the actors (created on first use with their map layers
 * registered once), selections of their state, and which list the map shows while a screen is up.
 */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { registerMapExtension } from '../../map/map-extensions';
import { poiLayerExtension } from '../../map/poi-layer';
import { radiusLayerExtension } from '../../map/radius-layer';
import { poiSystemOf, type PoiDisplay, type PoiSystem } from '../../machines/poi-system';
import { useAppSystem } from '../app-context';

let unregister: (() => void) | undefined;

/** Registers the POI and radius layers once. */
function ensureLayers(): void {
  if (unregister) return;
  const a = registerMapExtension(poiLayerExtension);
  const b = registerMapExtension(radiusLayerExtension);
  unregister = () => {
    a();
    b();
  };
}

/** The POI system (its map layers registered once). */
export function usePoiSystem(): PoiSystem {
  const app = useAppSystem();
  const system = poiSystemOf(app);
  useEffect(ensureLayers, []);
  return system;
}

/** Shows a list on the map while the calling screen is mounted. */
export function usePoiDisplay(display: PoiDisplay): void {
  const { screen } = useAppSystem();
  useEffect(() => {
    if (!display) return undefined;
    screen.send({ type: 'poi.shown', display });
    // The machine ends the display unless another screen took it over.
    return () => screen.send({ type: 'poi.hidden', display });
  }, [screen, display]);
}

export { useCatalogue } from './use-catalogue';

/** True on desktop (the device class of the spec: at least 999 px at load). */
export function useDesktop(): boolean {
  const { device } = useAppSystem();
  return useSelector(device, (s) => s.context.deviceClass === 'ge');
}
