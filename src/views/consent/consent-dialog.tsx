/**
 * The consent preferences dialog (issue 15), loaded when opened: every purpose (the ad purposes
 * inside « Publicité ») and every vendor with what it does, its purposes and its cookies, each
 * with its own switch; « Tout refuser », « Tout accepter » and « Enregistrer mes choix ». Modal:
 * the focus stays inside; Escape or « Fermer » closes it (refusing all at the first answer,
 * keeping the answer when reopened later).
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import {
  AD_PURPOSES,
  CONSENT_CONFIG,
  PURPOSES,
  type AdPurpose,
  type Purpose,
} from '../../domain/consent/consent-config';
import { consentText, type ConsentMessageKey } from '../../i18n/consent-dialog';
import { useAppSystem, useLocale } from '../app-context';
import { AnswerButtons } from './consent-banner';

const FOCUSABLE = 'button, input, [href], [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside `root`, Escape calls `onEscape`. */
function useModal(onEscape: () => void) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement;
    root.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      if (before instanceof HTMLElement) before.focus();
    };
  }, []);
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key !== 'Tab' || !root.current) return;
    const items = [...root.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  return { root, onKeyDown };
}

function useText() {
  const locale = useLocale();
  return (key: ConsentMessageKey, params?: Record<string, string>) =>
    consentText(locale, key, params);
}

function PurposeSwitch(props: { choice: Purpose | AdPurpose; disabled?: boolean }) {
  const text = useText();
  const { consent } = useAppSystem();
  const on = useSelector(consent, (s) => s.context.draft?.granted.includes(props.choice) ?? false);
  return (
    <label className="consent-switch" data-testid={`consent-purpose-${props.choice}`}>
      <input
        type="checkbox"
        role="switch"
        checked={on}
        disabled={props.disabled}
        onChange={() => consent.send({ type: 'toggle', choice: props.choice })}
      />
      <span>
        <strong>{text(`consent.purpose.${props.choice}`)}</strong>
        <small>{text(`consent.purpose.${props.choice}.text`)}</small>
      </span>
    </label>
  );
}

function Purposes() {
  const text = useText();
  const { consent } = useAppSystem();
  const ads = useSelector(consent, (s) => s.context.draft?.granted.includes('ads') ?? false);
  return (
    <fieldset className="consent-group">
      <legend>{text('consent.dialog.purposes')}</legend>
      {PURPOSES.map((p) => (
        <div key={p}>
          <PurposeSwitch choice={p} />
          {p === 'ads' ? (
            <fieldset className="consent-subgroup" aria-label={text('consent.dialog.adPurposes')}>
              {AD_PURPOSES.map((a) => (
                <PurposeSwitch key={a} choice={a} disabled={!ads} />
              ))}
            </fieldset>
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}

function Vendors() {
  const text = useText();
  const { consent } = useAppSystem();
  const chosen = useSelector(consent, (s) => s.context.draft?.vendors ?? []);
  return (
    <fieldset className="consent-group">
      <legend>{text('consent.dialog.vendors')}</legend>
      {CONSENT_CONFIG.vendors.map((v) => (
        <label key={v.id} className="consent-switch" data-testid={`consent-vendor-${v.id}`}>
          <input
            type="checkbox"
            role="switch"
            checked={chosen.includes(v.id)}
            onChange={() => consent.send({ type: 'toggleVendor', vendor: v.id })}
          />
          <span>
            <strong>{text(`consent.vendor.${v.id}`)}</strong>
            <small>
              {text('consent.dialog.vendorPurposes', {
                purposes: v.purposes.map((p) => text(`consent.purpose.${p}`)).join(', '),
              })}
              {' · '}
              {v.cookies.length > 0
                ? text('consent.dialog.vendorCookies', { cookies: v.cookies.join(', ') })
                : text('consent.dialog.noCookie')}
              {v.configured ? null : ` · ${text('consent.dialog.notConfigured')}`}
            </small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function Actions() {
  const text = useText();
  const { consent } = useAppSystem();
  return (
    <AnswerButtons className="dialog-actions">
      <button
        type="button"
        className="primary-button"
        onClick={() => consent.send({ type: 'save' })}
      >
        {text('consent.dialog.save')}
      </button>
    </AnswerButtons>
  );
}

/** The dialog. */
export function ConsentDialog() {
  const text = useText();
  const { consent } = useAppSystem();
  const { root, onKeyDown } = useModal(() => consent.send({ type: 'close' }));
  return (
    <div className="dialog-backdrop consent-backdrop">
      <div
        ref={root}
        className="dialog consent-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="consent-dialog-title"
        data-testid="consent-dialog"
        onKeyDown={onKeyDown}
      >
        <header className="panel-header">
          <h2 id="consent-dialog-title">{text('consent.dialog.title')}</h2>
          <button
            type="button"
            className="text-button"
            onClick={() => consent.send({ type: 'close' })}
          >
            {text('consent.dialog.close')}
          </button>
        </header>
        <div className="dialog-body">
          <p>{text('consent.dialog.intro')}</p>
          <Purposes />
          <Vendors />
        </div>
        <Actions />
      </div>
    </div>
  );
}
