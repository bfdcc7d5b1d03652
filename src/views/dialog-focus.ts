/**
 * The focus of a modal dialog (WAI-ARIA dialog pattern): the dialog takes it when it opens, Tab
 * and Shift+Tab stay inside it, and closing gives it back to what had it before (the button that
 * opened the dialog).
 */
import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Takes the focus into `dialog` while it is shown and gives it back when it goes. A control
 * that had it and is gone (the sign-in form, once signed in) leaves it to the dialog, not to
 * the page, where Escape and Tab would no longer reach the dialog.
 */
export function useDialogFocus(dialog: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const before = document.activeElement;
    const element = dialog.current;
    element?.focus();
    // The control inside that had the focus last: only its removal gives the focus back to the
    // dialog (a click that focuses nothing, as in Safari, moves nothing).
    let last: Element | null = null;
    const focused = (event: FocusEvent): void => {
      last = event.target instanceof Element ? event.target : null;
    };
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      const lost = active === null || active === document.body;
      if (element?.isConnected && lost && last && !last.isConnected) element.focus();
    });
    element?.addEventListener('focusin', focused);
    if (element) observer.observe(element, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      element?.removeEventListener('focusin', focused);
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [dialog]);
}

/** Keeps Tab inside the dialog: from its last control to its first, and back. */
export function trapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
