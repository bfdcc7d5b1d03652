/** A small builder of the map popups' DOM (the popups are written without React). */

/** What an element is made with. */
export interface ElementOptions {
  className?: string;
  text?: string;
  testId?: string;
}

/** A new element of `tag`, with its class, text and test id when given. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  o: ElementOptions = {},
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (o.className) e.className = o.className;
  if (o.text !== undefined) e.textContent = o.text;
  if (o.testId) e.dataset.testid = o.testId;
  return e;
}
