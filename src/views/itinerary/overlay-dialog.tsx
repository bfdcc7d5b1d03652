/**
 * The itinerary overlays (#/option_de_deplacement, #/date_et_heure) in the shared frame of the
 * overlays (../overlay-dialog.tsx: focus taken and kept, Escape, drawn over the whole page and
 * its pop-ins): closing goes back in history, applying recomputes when results are shown.
 */
import { useRouter } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { startCompute } from '../../machines/itinerary-url-sync';
import { useT } from '../app-context';
import { OverlayDialog as Frame } from '../overlay-dialog';
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
  const titleId = useId();
  const close = (): void => {
    if (router.history.canGoBack()) router.history.back();
    else go({ screen: 'home' }, { replace: true });
  };
  const apply = (): void => {
    if (it.actor.getSnapshot().matches('ready')) startCompute(it, go, true);
    else close();
  };
  return (
    <Frame
      className="itinerary-overlay"
      titleId={titleId}
      title={props.title}
      closeLabel={t('itinerary.close')}
      testId={props.testId}
      onClose={close}
      portal
      actions={
        <button
          type="button"
          className="primary-button"
          data-testid="overlay-apply"
          onClick={apply}
        >
          {t('itinerary.apply')}
        </button>
      }
    >
      {props.children}
    </Frame>
  );
}
