/**
 * The mode chip row (map event modes of the spec) and the notice of the selected mode when its
 * data is partial or unavailable, or when it has pages (bicycle, traffic, zfe: a link to them,
 * loaded with the mode).
 */
import { useSelector } from '@xstate/react';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { ModeInfo } from '../domain/map-config';
import { useAppSystem, useMapConfig, useT } from './app-context';
import { ModeIcon } from './icons';
import { Notice } from './notice';
import { watchScrollEdges } from './scroll-edges';
import { infoModalId, modalHash } from '../domain/paths/overlay-hash';
import { onModePage } from '../domain/paths/layer-paths';

const pages = () => import('./layers/mode-page-link');
const PageLink = lazy(() => pages().then((m) => ({ default: m.ModePageLink })));
const PageNotice = lazy(() => pages().then((m) => ({ default: m.ModePageNotice })));

/** « En savoir plus »: the mode's info text in the generic modal (`#/modale/info-{mode}`). */
export function ModeInfoLink(props: { mode: ModeInfo['mode'] }) {
  const t = useT();
  if (props.mode === 'neutral') return null;
  return (
    <>
      {' '}
      <a
        className="notice-link"
        href={`#${modalHash(infoModalId(props.mode))}`}
        data-testid="mode-info-link"
      >
        {t('map.mode.more')}
      </a>
    </>
  );
}

function ModeChip(props: { info: ModeInfo; selected: boolean; onSelect: () => void }) {
  const { info, selected } = props;
  const t = useT();
  // The spec's event status: a mode whose events are all to come, or all over, says so.
  const when = info.status === 'ongoing' ? '' : ` (${t(`map.mode.event.${info.status}`)})`;
  const description = `mode-chip-description-${info.mode}`;
  // The visible text is the accessible name (« Vélo »); the longer label describes it.
  return (
    <li>
      <button
        type="button"
        className={`chip chip--${info.availability}`}
        data-event-status={info.status}
        data-testid={`mode-${info.mode}`}
        aria-pressed={selected}
        aria-describedby={description}
        title={`${info.tooltip.label}${when}`}
        onClick={props.onSelect}
      >
        <ModeIcon mode={info.mode} />
        <span>{info.display_label}</span>
        {info.availability === 'available' ? null : (
          <span className="chip-badge" aria-hidden="true" />
        )}
      </button>
      <span id={description} className="visually-hidden">
        {info.accessibility_display_label}
        {when}
      </span>
    </li>
  );
}

/** The row of mode chips. */
export function ModeChips() {
  const { map } = useAppSystem();
  const t = useT();
  const config = useMapConfig();
  const mode = useSelector(map, (s) => s.context.mode);
  return (
    <nav className="mode-chips" aria-label={t('map.mode.title')}>
      <ul ref={watchScrollEdges}>
        {config.modes
          .filter((info) => info.visible)
          .map((info) => (
            <ModeChip
              key={info.mode}
              info={info}
              selected={info.mode === mode}
              onSelect={() => map.send({ type: 'mode.set', mode: info.mode })}
            />
          ))}
      </ul>
    </nav>
  );
}

/**
 * The notice of the selected mode, until dismissed: while its data is partial or unavailable, and
 * for a mode with pages (its link).
 */
export function ModeNotice() {
  const { map } = useAppSystem();
  const t = useT();
  const config = useMapConfig();
  const mode = useSelector(map, (s) => s.context.mode);
  const dismissed = useSelector(map, (s) => s.context.modeNoticeDismissed);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const info = config.modes.find((m) => m.mode === mode);
  // On the mode's own pages (/info-trafic/rouen) the page says it: no second notice.
  if (!info || dismissed || onModePage(mode, pathname)) return null;
  const dismiss = () => map.send({ type: 'mode.noticeDismissed' });
  const page = mode === 'bicycle' || mode === 'traffic' || mode === 'zfe';
  if (info.availability === 'available')
    return page ? (
      <Suspense fallback={null}>
        <PageNotice info={info} onDismiss={dismiss} />
      </Suspense>
    ) : null;
  const title = t(info.availability === 'partial' ? 'map.mode.partial' : 'map.mode.unavailable');
  return (
    <Notice
      testId="mode-notice"
      tone="info"
      title={`${info.display_label} · ${title}`}
      onDismiss={dismiss}
    >
      {info.notice ?? info.tooltip.label}
      <ModeInfoLink mode={mode} />
      {page ? (
        <Suspense fallback={null}>
          <PageLink mode={mode} />
        </Suspense>
      ) : null}
    </Notice>
  );
}
