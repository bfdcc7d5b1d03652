/**
 * The generic modal (`#/modale/{modalId}`, §2): a dialog over the page, without a page of its own,
 * which back navigation closes without reloading anything. Its content by id: `info-{mode}`, the
 * map info text of a mode (spec 001 §3); `aide-localisation` and `aide-carte-lente`, the help
 * the notices open (how to allow the location, why the map is slow); an id it does not know says
 * so.
 */
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { infoTextIn } from '../../domain/map-info';
import {
  helpModalOf,
  infoModeOf,
  modalIdOf,
  type HelpModalId,
} from '../../domain/paths/overlay-hash';
import type { Translate } from '../../i18n/translate';
import { INFO_TEXTS_KEY, infoTextsOf } from '../../machines/modal-system';
import { useAppSystem, useLocale, useT } from '../app-context';
import { OverlayDialog } from '../overlay-dialog';
import { useLoaded } from '../use-loaded';
import { useOverlayClose } from '../use-overlay-close';
import './modal.css';

/** A help text: its title, and its body a paragraph per line. */
function helpContent(t: Translate, id: HelpModalId): { title: string; body: ReactNode } {
  const lines = t(`modal.help.${id}.body`).split('\n');
  return {
    title: t(`modal.help.${id}.title`),
    body: (
      <div data-testid="modal-text">
        {lines.map((line, i) => (
          // The paragraphs of one fixed text: their order is their identity.
          <p key={i}>{line}</p>
        ))}
      </div>
    ),
  };
}

/** The title and body of a modal id (the info texts loaded when it is an info modal). */
function useModalContent(id: string): { title: string; body: ReactNode } {
  const t = useT();
  const locale = useLocale();
  const mode = infoModeOf(id);
  const state = useLoaded(infoTextsOf(useAppSystem()), mode ? INFO_TEXTS_KEY : undefined);
  const unknown = { title: t('modal.title'), body: <p role="alert">{t('modal.unknown')}</p> };
  const help = helpModalOf(id);
  if (help) return helpContent(t, help);
  if (!mode) return unknown;
  if (state.status === 'loading')
    return { title: t('modal.title'), body: <p aria-busy="true">{t('modal.loading')}</p> };
  if (state.status === 'failed')
    return { title: t('modal.title'), body: <p role="alert">{t(state.error)}</p> };
  const text = state.value.find((x) => x.mode === mode);
  if (!text) return unknown;
  const shown = infoTextIn(text, locale);
  return { title: shown.title, body: <p data-testid="modal-text">{shown.description}</p> };
}

function Modal(props: { id: string; onClose: () => void }) {
  const t = useT();
  const content = useModalContent(props.id);
  return (
    <OverlayDialog
      className="modal-overlay"
      titleId="modal-title"
      title={content.title}
      closeLabel={t('modal.close')}
      testId="modal"
      onClose={props.onClose}
    >
      {content.body}
    </OverlayDialog>
  );
}

/**
 * The modal of the fragment; `returns` when a page of this visit is under it in the history
 * (closing goes back to it), else closing leaves the page without the fragment.
 */
export function ModalOverlay(props: { returns: boolean }) {
  const close = useOverlayClose(props.returns);
  const id = useRouterState({ select: (s) => modalIdOf(s.location.hash) });
  if (id === undefined) return null;
  return <Modal id={id} onClose={close} />;
}
