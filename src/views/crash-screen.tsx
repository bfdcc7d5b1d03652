/**
 * The crash screen (spec 000: « Une erreur s'est produite. »): what a screen shows when it fails
 * to render, in place of that screen (the header and the map stay) or of the whole page when the
 * shell itself failed. It says so in the spec's words, offers to try again and a way back home
 * (a fresh page load), and reports the error to monitoring once.
 */
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { RouterContext } from '../router/router';
import { useT } from './app-context';

/** The crash screen of a route's error boundary; `whole` when it replaces the whole page. */
export function CrashScreen(props: ErrorComponentProps & { whole?: boolean }) {
  const t = useT();
  const router = useRouter();
  const reported = useRef<unknown>(undefined);
  const { error } = props;
  useEffect(() => {
    if (reported.current === error) return;
    reported.current = error;
    const context = router.options.context as RouterContext | undefined;
    context?.monitoring.reportRenderError(error, router.state.location.href);
  }, [error, router]);
  const retry = (): void => {
    props.reset();
    void router.invalidate();
  };
  return (
    <section
      className={props.whole ? 'crash-screen crash-screen--whole' : 'crash-screen'}
      role="alert"
      aria-labelledby="crash-title"
      data-testid="crash-screen"
    >
      <h1 id="crash-title">{t('crash.title')}</h1>
      <p>{t('crash.detail')}</p>
      <div className="crash-actions">
        <button type="button" className="primary-button" onClick={retry}>
          {t('crash.retry')}
        </button>
        <a className="text-button" href="/">
          {t('crash.home')}
        </a>
      </div>
    </section>
  );
}
