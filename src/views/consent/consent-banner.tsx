/**
 * The consent banner (issue 15; CNIL 2020 rules): shown until the user answers, « Tout refuser »
 * beside « Tout accepter » with the same look, « Personnaliser » opening the dialog (its code
 * loaded then), « Continuer sans accepter » (or Escape) refusing. It does not block the map. The
 * footer link « Cookies » reopens the choices at any time.
 */
import { useSelector } from '@xstate/react';
import { lazy, Suspense, type KeyboardEvent, type ReactNode } from 'react';
import { useAppSystem, useT } from '../app-context';
import './consent.css';

const ConsentDialog = lazy(() =>
  import('./consent-dialog').then((m) => ({ default: m.ConsentDialog })),
);

/** « Tout refuser » beside « Tout accepter », alike (banner and dialog), then `children`. */
export function AnswerButtons(props: { className?: string; children: ReactNode }) {
  const t = useT();
  const { consent } = useAppSystem();
  return (
    <div className={`consent-actions ${props.className ?? ''}`}>
      <button
        type="button"
        className="primary-button consent-choice"
        onClick={() => consent.send({ type: 'refuseAll' })}
      >
        {t('consent.refuseAll')}
      </button>
      <button
        type="button"
        className="primary-button consent-choice"
        onClick={() => consent.send({ type: 'acceptAll' })}
      >
        {t('consent.acceptAll')}
      </button>
      {props.children}
    </div>
  );
}

function Banner() {
  const t = useT();
  const { consent } = useAppSystem();
  const onKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') consent.send({ type: 'close' });
  };
  return (
    <section
      className="consent-banner"
      role="region"
      aria-labelledby="consent-title"
      data-testid="consent-banner"
      onKeyDown={onKey}
    >
      <button
        type="button"
        className="text-button consent-close"
        onClick={() => consent.send({ type: 'close' })}
      >
        {t('consent.close')}
      </button>
      <h2 id="consent-title">{t('consent.title')}</h2>
      <p>{t('consent.text')}</p>
      <AnswerButtons>
        <button
          type="button"
          className="text-button"
          onClick={() => consent.send({ type: 'customize' })}
        >
          {t('consent.customize')}
        </button>
      </AnswerButtons>
    </section>
  );
}

/** The banner while unanswered, the dialog while open. */
export function ConsentPrompt() {
  const { consent } = useAppSystem();
  const state = useSelector(consent, (s) =>
    s.matches('unknown') ? 'banner' : s.matches('asking') ? 'dialog' : 'none',
  );
  if (state === 'banner') return <Banner />;
  if (state === 'dialog')
    return (
      <Suspense fallback={null}>
        <ConsentDialog />
      </Suspense>
    );
  return null;
}

/** The page footer's link that reopens the choices. */
export function ConsentLink() {
  const t = useT();
  const { consent } = useAppSystem();
  return (
    <footer className="app-footer">
      <button
        type="button"
        className="app-footer-link"
        data-testid="consent-link"
        onClick={() => consent.send({ type: 'customize' })}
      >
        {t('consent.footer')}
      </button>
    </footer>
  );
}
