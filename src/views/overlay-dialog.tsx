/**
 * The frame of the overlays reached by a fragment (account, generic modal, list filters): a modal
 * dialog over the page with its title and close button, the focus taken on open, kept inside by
 * Tab and given back on close, Escape closing it.
 */
import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { trapTab, useDialogFocus } from './dialog-focus';
import { CloseIcon } from './icons';

/** Props of the frame. */
export interface OverlayDialogProps {
  /** The backdrop's class, which sizes the dialog (`account-overlay`, `modal-overlay`…). */
  className: string;
  titleId: string;
  title: string;
  closeLabel: string;
  testId: string;
  onClose: () => void;
  /** Extra class of the body. */
  bodyClassName?: string | undefined;
  /** Drawn under `body` (a dialog opened from a panel, whose layer would stay under the map's buttons). */
  portal?: boolean | undefined;
  /** The dialog's buttons, under its body (« Valider »). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The dialog. */
export function OverlayDialog(props: OverlayDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(dialog);
  const frame = (
    <div
      className={`dialog-backdrop ${props.className}`}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        // Escape closes this dialog only, not a pop-in under it.
        e.stopPropagation();
        props.onClose();
      }}
    >
      <div
        ref={dialog}
        onKeyDown={trapTab}
        tabIndex={-1}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={props.titleId}
        data-testid={props.testId}
      >
        <header className="panel-header">
          <h2 id={props.titleId}>{props.title}</h2>
          <button
            type="button"
            className="icon-button"
            aria-label={props.closeLabel}
            onClick={props.onClose}
          >
            <CloseIcon />
          </button>
        </header>
        <div className={`dialog-body ${props.bodyClassName ?? ''}`}>{props.children}</div>
        {props.actions ? <div className="dialog-actions">{props.actions}</div> : null}
      </div>
    </div>
  );
  return props.portal ? createPortal(frame, document.body) : frame;
}
