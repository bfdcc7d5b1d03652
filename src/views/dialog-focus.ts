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
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      if (element?.isConnected && (active === null || active === document.body)) element.focus();
    });
    if (element) observer.observe(element, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
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
