/**
 * The frame of the itinerary overlays (#/option_de_deplacement, #/date_et_heure): a modal
 * dialog; closing goes back in history, applying recomputes when results are shown.
 */
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useT } from '../app-context';
import { ActionIcons } from './itinerary-icons';
import { startCompute } from '../../machines/itinerary-url-sync';
import { useItinerary, useItineraryNavigate } from './use-itinerary';

/** Props of the dialog. */
export interface OverlayDialogProps {
  title: string;
  testId: string;
  children: ReactNode;
}

/** The dialog. */
export function OverlayDialog(props: OverlayDialogProps) {
  const t = useT();
  const it = useItinerary();
  const go = useItineraryNavigate();
  const router = useRouter();
  const close = (): void => {
    if (router.history.canGoBack()) router.history.back();
    else go({ screen: 'home' }, { replace: true });
  };
  const apply = (): void => {
    if (it.actor.getSnapshot().matches('ready')) startCompute(it, go, true);
    else close();
  };
  return (
    <div className="dialog-backdrop itinerary-overlay">
      <div
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-label={props.title}
        data-testid={props.testId}
      >
        <header className="panel-header">
          <h2>{props.title}</h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t('itinerary.close')}
            onClick={close}
          >
            <ActionIcons.remove />
          </button>
        </header>
        <div className="dialog-body">{props.children}</div>
        <div className="dialog-actions">
          <button
            type="button"
            className="primary-button"
            data-testid="overlay-apply"
            onClick={apply}
          >
            {t('itinerary.apply')}
          </button>
        </div>
      </div>
    </div>
  );
}
