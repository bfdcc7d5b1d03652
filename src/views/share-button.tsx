/** « Partager le lien »: copies a link (the page's own by default) and shows it to copy by hand. */
import { useState, type ReactNode } from 'react';

/**
 * A button that copies `href` (else the page's address, which restores what is shown) to the
 * clipboard, and opens a phone's share sheet when it has one, then shows the link in a field,
 * selected on focus, with `copied` above it.
 */
export function ShareButton(props: {
  label: string;
  copied: string;
  icon?: ReactNode;
  href?: string | undefined;
  testId?: string | undefined;
  /** Drawn as the card's other actions are, outlined (a route's actions are text buttons). */
  outlined?: boolean | undefined;
}) {
  const [shared, setShared] = useState<string | null>(null);
  const testId = props.testId ?? 'share';
  // Read when drawn and when clicked: the page's address may have changed in between without
  // drawing this again (a route chosen), and the link shared is the address of the click.
  const current = props.href ?? window.location.href;
  const share = (): void => {
    const href = props.href ?? window.location.href;
    setShared(href);
    // A phone's own share sheet when it has one (messages, mail…); the link is copied too.
    if (typeof navigator.share === 'function' && matchMedia('(pointer: coarse)').matches)
      void navigator.share({ url: href }).catch(() => undefined);
    void navigator.clipboard?.writeText(href).catch(() => undefined);
  };
  return (
    <>
      <button
        type="button"
        className={props.outlined ? 'secondary-button' : 'text-button'}
        data-testid={testId}
        onClick={share}
      >
        {props.icon}
        {props.label}
      </button>
      {/* Shown for the link shared only: another place (or route) in the same card is not it. */}
      {shared === current && (
        <label className="share-link">
          <span role="status">{props.copied}</span>
          <input
            readOnly
            value={shared}
            data-testid={`${testId}-link`}
            onFocus={(e) => e.target.select()}
          />
        </label>
      )}
    </>
  );
}
