/**
 * The radius tool's state in its URL (domain/paths/radius-hash.ts): each change of centre,
 * radius, mode or areas replaces the address, and an address that asks for another state (a
 * reload, a shared link, a hash typed) opens it. The machine keeps the behaviour; this only
 * carries its state to and from the address.
 */
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { DEFAULT_COMPUTE_RADIUS_M } from '../../domain/geoentity';
import { parseRadiusHash, radiusHref, type RadiusView } from '../../domain/paths/radius-hash';
import { APP_ROUTES } from '../../domain/paths/route-names';
import { isOverlayHash } from '../../domain/paths/overlay-hash';
import type { RadiusToolContext } from '../../machines/radius-tool-machine';
import type { PoiSystem } from '../../machines/poi-system';
import { usePoiSystem } from './use-poi';

/** What the URL keeps of the machine's context; null without a centre. */
function viewOf(context: RadiusToolContext): RadiusView | null {
  if (!context.center) return null;
  return {
    center: context.center,
    label: context.label,
    radius: context.radius,
    mode: context.mode,
    areas: context.showAreas,
  };
}

/** Sends the machine the events that bring it to `view`. */
function open(radius: PoiSystem['radius'], view: RadiusView): void {
  radius.send({ type: 'radius.set', metres: view.radius });
  radius.send({ type: 'center.set', point: view.center, label: view.label ?? undefined });
  radius.send({ type: 'mode.set', mode: view.mode });
  radius.send({ type: view.areas ? 'areas.show' : 'areas.hide' });
}

/** Keeps the tool's state and its URL in step, both ways. */
export function useRadiusInUrl(): void {
  const { radius } = usePoiSystem();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const hash = useRouterState({ select: (s) => s.location.hash });
  const shown = useSelector(radius, (s) => radiusHref(viewOf(s.context)));
  useEffect(() => {
    const asked = parseRadiusHash(hash, DEFAULT_COMPUTE_RADIUS_M);
    if (asked && radiusHref(asked) !== radiusHref(viewOf(radius.getSnapshot().context)))
      open(radius, asked);
  }, [hash, radius]);
  useEffect(() => {
    // An overlay over the tool (« Mon compte », a modal) has the fragment: the tool keeps it.
    if (pathname !== APP_ROUTES.TOOLS_COMPUTE_RADIUS.path || isOverlayHash(hash)) return;
    // The machine's state now: an address that asked for another has just been opened above.
    const href = radiusHref(viewOf(radius.getSnapshot().context));
    if (href !== `${pathname}${hash ? `#${hash}` : ''}`) void navigate({ href, replace: true });
  }, [shown, pathname, hash, radius, navigate]);
}
