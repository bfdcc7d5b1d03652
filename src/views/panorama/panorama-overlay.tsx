/**
 * The full-screen street view (`#/360-plein-ecran/{panoramicId}`, §2 360_VIEW_FULLSCREEN, layout
 * group « panorama »): a dialog over the page, without a page of its own, which back navigation
 * closes without reloading anything. It shows the picture (panorama-view), where it looks, its
 * date, author and licence, and a link to the picture on Panoramax.
 */
import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, type KeyboardEvent } from 'react';
import { compassPoint, type PanoramicPicture } from '../../domain/panoramic';
import { panoramicIdOf } from '../../domain/paths/overlay-hash';
import { TURN_STEP_DEGREES, type PanoramaEvent } from '../../machines/panorama-machine';
import { panoramaOf, targetOf } from '../../machines/panorama-system';
import { useAppSystem, useLocale, useMapConfig, useT } from '../app-context';
import { OverlayDialog } from '../overlay-dialog';
import { useOverlayClose } from '../use-overlay-close';
import { pictureDate } from './panorama-link';
import { PanoramaView } from './panorama-view';
import './panorama.css';

function Credits(props: { picture: PanoramicPicture }) {
  const t = useT();
  const locale = useLocale();
  const { picture } = props;
  const parts = [
    picture.author && t('panorama.by', { author: picture.author }),
    picture.licence && t('panorama.licence', { licence: picture.licence }),
    picture.takenAt && pictureDate(picture.takenAt, locale),
  ].filter((x): x is string => Boolean(x));
  return (
    <p className="panorama-credits" data-testid="panorama-credits">
      {parts.join(' · ')}
      {parts.length > 0 && ' · '}
      <a href={picture.sourceUrl} target="_blank" rel="noreferrer">
        {t('panorama.source')}
      </a>
    </p>
  );
}

function Controls(props: { heading: number; send: (event: PanoramaEvent) => void }) {
  const t = useT();
  const point = t(`panorama.point.${compassPoint(props.heading)}`);
  // The arrow keys keep turning the view when the focus is on a button.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    const sign = e.key === 'ArrowLeft' ? -1 : 1;
    props.send({ type: 'turn', degrees: sign * TURN_STEP_DEGREES });
  };
  return (
    <div className="panorama-controls" onKeyDown={onKeyDown}>
      <button
        type="button"
        className="icon-button"
        aria-label={t('panorama.turnLeft')}
        onClick={() => props.send({ type: 'turn', degrees: -TURN_STEP_DEGREES })}
      >
        ◀
      </button>
      <span aria-live="polite" data-testid="panorama-toward">
        {t('panorama.toward', { point })}
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('panorama.turnRight')}
        onClick={() => props.send({ type: 'turn', degrees: TURN_STEP_DEGREES })}
      >
        ▶
      </button>
    </div>
  );
}

function Body() {
  const t = useT();
  const { viewer } = panoramaOf(useAppSystem());
  const on = useMapConfig().streetImagery;
  const state = useSelector(viewer, (s) => s);
  const { picture, heading, error } = state.context;
  const send = viewer.send.bind(viewer);
  if (state.matches('notFound'))
    return <p role="alert">{on ? t('panorama.notFound') : t('panorama.off')}</p>;
  if (state.matches('failed'))
    return (
      <div role="alert" className="panorama-message">
        <p>{error ? t(error) : t('panorama.imageFailed')}</p>
        {/* The focus stays in the dialog, on what can be done. */}
        <button
          type="button"
          className="secondary-button"
          autoFocus
          onClick={() => send({ type: 'retry' })}
        >
          {t('panorama.retry')}
        </button>
      </div>
    );
  if (!state.matches('shown') || !picture) return <p aria-busy="true">{t('panorama.loading')}</p>;
  return (
    <>
      <PanoramaView
        picture={picture}
        heading={heading}
        sharp={state.matches({ shown: 'sharp' })}
        send={send}
      />
      <div className="panorama-bar">
        {picture.spherical ? (
          <Controls heading={heading} send={send} />
        ) : (
          <p>{t('panorama.flat')}</p>
        )}
        {picture.spherical && <p className="panorama-hint">{t('panorama.hint')}</p>}
        <Credits picture={picture} />
      </div>
    </>
  );
}

/**
 * The street view of the fragment; `returns` when a page of this visit is under it in the
 * history (closing goes back to it), else closing leaves the page without the fragment.
 */
export function PanoramaOverlay(props: { returns: boolean }) {
  const close = useOverlayClose(props.returns);
  const t = useT();
  const system = panoramaOf(useAppSystem());
  const id = useRouterState({ select: (s) => panoramicIdOf(s.location.hash) });
  const spherical = useSelector(system.viewer, (s) => s.context.picture?.spherical);
  useEffect(() => {
    if (id) system.viewer.send({ type: 'open', panoramicId: id, target: targetOf(system, id) });
  }, [system, id]);
  useEffect(() => () => system.viewer.send({ type: 'close' }), [system]);
  if (id === undefined) return null;
  return (
    <OverlayDialog
      className="panorama-overlay"
      titleId="panorama-title"
      title={
        spherical === undefined
          ? t('panorama.title')
          : spherical
            ? t('panorama.open')
            : t('panorama.openFlat')
      }
      closeLabel={t('panorama.close')}
      testId="panorama"
      bodyClassName="panorama-body"
      onClose={close}
    >
      <Body />
    </OverlayDialog>
  );
}
