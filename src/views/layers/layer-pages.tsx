/**
 * The map-layer pages (issue 17; spec 001 §2), one screen for the 16 routes: the URL names the
 * page (family, kind, location), the layer page machine resolves its area and loads its data, and
 * the page shows it — a family's home, the ZFE rules, the cycle facilities, the restrictions or
 * the traffic events — or the closest names of an unknown location, or the spec's message with a
 * retry. The map side is src/map/layer-page-layer.ts.
 */
import { createLazyRoute, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import {
  parseLayerPath,
  requestPath,
  type LayerPageRequest,
  type LayerRoutePath,
} from '../../domain/paths/layer-paths';
import type { AreaRef } from '../../domain/restrictions/api';
import type { LayerPageData } from '../../machines/layer-page-machine';
import type { LayerPageSystem } from '../../machines/layer-page-system';
import { useT } from '../app-context';
import { PanelMessage } from '../search/search-panel';
import { CyclingPanel } from './cycling-panel';
import { pageTitle } from '../seo/layer-content';
import { AreaLink, LayerFrame, SeeAlso } from './layer-frame';
import { LayerHome } from './layer-home';
import { RestrictionsPanel, TrafficPanel } from './restrictions-panel';
import { useLayerPageSystem, useLayerT } from './use-layer-page';
import { ZfePanel } from './zfe-panel';
import './layers.css';

function NotFound(props: { request: LayerPageRequest; closest: AreaRef[] }) {
  const t = useLayerT();
  const { request, closest } = props;
  const slug = request.slug ?? '';
  return (
    <LayerFrame
      request={request}
      area={null}
      title={t('layers.notFound.title')}
      crumb={`« ${slug} »`}
    >
      <div role="alert" data-testid="layer-not-found">
        <p>
          {closest.length > 0 ? t('layers.notFound.text', { slug }) : t('layers.notFound.none')}
        </p>
        <ul className="result-list layer-closest">
          {closest.map((area) => (
            <li key={`${area.kind}-${area.code ?? area.slug}`}>
              <AreaLink family={request.family} area={area} className="result-button">
                <span>{area.name}</span>
                {area.department ? <span className="line2">{area.department.name}</span> : null}
              </AreaLink>
            </li>
          ))}
        </ul>
      </div>
    </LayerFrame>
  );
}

function Body(props: { request: LayerPageRequest; data: LayerPageData; area: AreaRef | null }) {
  const { request, data, area } = props;
  switch (data.kind) {
    case 'home':
      return <LayerHome family={request.family} covered={data.covered} />;
    case 'zfe':
      return <ZfePanel answer={data.answer} area={area} />;
    case 'cycling':
      return <CyclingPanel answer={data.answer} />;
    case 'restrictions':
      return <RestrictionsPanel answer={data.answer} area={area} />;
    case 'traffic':
      return <TrafficPanel answer={data.answer} area={area} />;
  }
}

function useView(system: LayerPageSystem, request: LayerPageRequest) {
  const mine = useSelector(system.page, (s) => {
    const shown = s.context.request;
    return shown !== null && requestPath(shown) === requestPath(request);
  });
  const state = useSelector(system.page, (s) =>
    s.matches('notFound')
      ? 'notFound'
      : s.matches('failed')
        ? 'failed'
        : s.matches('ready')
          ? 'ready'
          : 'loading',
  );
  const area = useSelector(system.page, (s) => s.context.area);
  const data = useSelector(system.page, (s) => s.context.data);
  const closest = useSelector(system.page, (s) => s.context.closest);
  const error = useSelector(system.page, (s) => s.context.error);
  return {
    state: mine ? state : 'loading',
    area: mine ? area : null,
    data: mine ? data : null,
    closest,
    error,
  };
}

function LayerPage(props: { request: LayerPageRequest }) {
  const system = useLayerPageSystem();
  const t = useLayerT();
  const tShell = useT();
  const { request } = props;
  useEffect(() => {
    system.page.send({ type: 'open', request });
    return () => system.page.send({ type: 'close' });
  }, [system, request]);
  const view = useView(system, request);
  if (view.state === 'notFound') return <NotFound request={request} closest={view.closest} />;
  const title = pageTitle(t, request.family, request.kind === 'HOME' ? null : view.area);
  return (
    <LayerFrame request={request} area={view.area} title={title}>
      {view.state === 'failed' ? (
        <>
          <PanelMessage role="alert">{tShell(view.error ?? 'errors.default')}</PanelMessage>
          <button
            type="button"
            className="primary-button"
            onClick={() => system.page.send({ type: 'retry' })}
          >
            {t('layers.retry')}
          </button>
        </>
      ) : view.data ? (
        <div aria-busy={view.state === 'loading'}>
          <Body request={request} data={view.data} area={view.area} />
        </div>
      ) : (
        <PanelMessage>{t('layers.loading')}</PanelMessage>
      )}
      {view.area && view.state === 'ready' ? (
        <SeeAlso family={request.family} area={view.area} />
      ) : null}
    </LayerFrame>
  );
}

function LayerPageRoute() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const request = useMemo(() => parseLayerPath(pathname), [pathname]);
  return request ? <LayerPage request={request} /> : null;
}

/** The lazy route of a layer page's path (every one shows the same screen). */
export function layerLazyRoute(path: LayerRoutePath) {
  return createLazyRoute(path)({ component: LayerPageRoute });
}
