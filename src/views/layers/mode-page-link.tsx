/**
 * The link of a map mode's notice to its layer pages (issue 17): « Voir la page ZFE », « Voir la
 * page pistes cyclables », « Voir la page info trafic » — to the page of the area shown (a layer
 * page's area, else the town of the place shown or under the map's centre), else to the family's
 * home; nothing on the family's own pages. The ZFE mode's notice carries the map's key too
 * (zfe-legend.tsx). Following the link closes an address popup left open over the map: the page
 * takes over. Loaded when such a mode is chosen, never with the first screen.
 */
import { ModeInfoLink } from '../mode-chips';
import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, type MouseEvent } from 'react';
import type { Address } from '../../domain/address';
import type { MapMode, ModeInfo } from '../../domain/map-config';
import type { Poi } from '../../domain/search';
import {
  LAYER_FAMILY_OF_MODE,
  parseLayerPath,
  type LayerFamily,
  type LayerPageKind,
  townPageSlug,
} from '../../domain/paths/layer-paths';
import { followCentre, townAtCentreOf } from '../../machines/town-at-centre';
import { useAppSystem } from '../app-context';
import { Notice } from '../notice';
import { PageLink } from './layer-frame';
import { useLayerT } from './use-layer-page';
import { ZfeLegend } from './zfe-legend';

interface Target {
  family: LayerFamily;
  kind: LayerPageKind;
  slug: string | null;
}

/**
 * The town page of the place shown: a town, a street or an address in it, a POI in it (« Info
 * trafic » chosen at Rouen's cathedral opens Rouen's page, not all of France). Null for a place
 * outside any French commune (Monaco's have no town code).
 */
function townSlugOf(shown: { address: Address | null; poi: Poi | null }): string | null {
  const { address, poi } = shown;
  if (address) return townPageSlug(address.town ?? address.name, address.towncode);
  return townPageSlug(poi?.town, poi?.townCode);
}

/** The town under the map's centre, asked while the link is shown (not for the whole session). */
function useTownAtCentre(): string | null {
  const app = useAppSystem();
  const loader = townAtCentreOf(app);
  useEffect(() => followCentre(app, loader), [app, loader]);
  return useSelector(loader, (s) => s.context.value);
}

/**
 * Where a mode's link goes, or null on the family's own pages: the town of the place shown, else
 * the town under the map's centre (`town-at-centre.ts`), else the family's home.
 */
function useTarget(mode: MapMode): Target | null {
  const app = useAppSystem();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const shown = useSelector(app.placePage, (s) =>
    s.matches('shown') ? townSlugOf(s.context) : null,
  );
  const centre = useTownAtCentre();
  const town = shown ?? centre;
  const family = LAYER_FAMILY_OF_MODE[mode];
  if (!family) return null;
  const page = parseLayerPath(pathname);
  if (page?.family === family) return null;
  if (page && page.kind !== 'HOME' && page.slug)
    return { family, kind: page.kind, slug: page.slug };
  return town ? { family, kind: 'CITY', slug: town } : { family, kind: 'HOME', slug: null };
}

function TargetLink(props: { target: Target }) {
  const t = useLayerT();
  const { addressPopup } = useAppSystem();
  const { family, kind, slug } = props.target;
  // The popup of a point closes as the page opens here (not in another tab).
  const close = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey)
      addressPopup.send({ type: 'close' });
  };
  return (
    <PageLink family={family} kind={kind} slug={slug} className="notice-link" onClick={close}>
      {t(`layers.modeLink.${family}`)}
    </PageLink>
  );
}

/** The link inside the notice of a mode whose data is partial or unavailable. */
export function ModePageLink(props: { mode: MapMode }) {
  const target = useTarget(props.mode);
  return target ? (
    <>
      {' '}
      <TargetLink target={target} />
      {props.mode === 'zfe' ? <ZfeLegend inline /> : null}
    </>
  ) : null;
}

/** What the map shows in a mode, when its colours need a word (the ZFE's). */
function ModeHint(props: { mode: MapMode }) {
  const t = useLayerT();
  return props.mode === 'zfe' ? (
    <span className="mode-hint" data-testid="mode-hint">
      {t('layers.modeHint.ZFE')}{' '}
    </span>
  ) : null;
}

/** The notice of an available mode that has pages: its name, what it shows, and the link. */
export function ModePageNotice(props: { info: ModeInfo; onDismiss: () => void }) {
  const target = useTarget(props.info.mode);
  if (!target) return null;
  return (
    <Notice
      testId="mode-notice"
      tone="info"
      title={props.info.display_label}
      onDismiss={props.onDismiss}
    >
      <ModeHint mode={props.info.mode} />
      <TargetLink target={target} />
      <ModeInfoLink mode={props.info.mode} />
      {props.info.mode === 'zfe' ? <ZfeLegend inline /> : null}
    </Notice>
  );
}
