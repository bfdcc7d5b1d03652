/**
 * The favourite prompt under itinerary results (spec 001 §5): the prompt machine decides when it
 * shows; the view tells it that results are on screen, and opens the account's favourites or
 * puts the prompt off.
 */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { ACCOUNT_HASH } from '../../domain/paths/account-hash';
import { useT } from '../app-context';
import { CloseIcon } from '../icons';
import { useAccount } from './use-account';

/** The prompt (nothing when it does not show). */
export function FavoritePrompt() {
  const t = useT();
  const { prompt } = useAccount();
  const shown = useSelector(prompt, (s) => s.matches('shown'));
  const connected = useSelector(prompt, (s) => s.context.connected);
  useEffect(() => {
    prompt.send({ type: 'results.shown', at: Date.now() });
  }, [prompt, connected]);
  if (!shown) return null;
  return (
    <aside
      className="favorite-prompt"
      aria-labelledby="favorite-prompt-title"
      data-testid="favorite-prompt"
    >
      <button
        type="button"
        className="icon-button"
        aria-label={t('account.prompt.later')}
        onClick={() => prompt.send({ type: 'dismiss' })}
      >
        <CloseIcon />
      </button>
      <h2 id="favorite-prompt-title">{t('account.prompt.title')}</h2>
      <p>{t('account.prompt.text')}</p>
      <a
        className="primary-button"
        href={`#${ACCOUNT_HASH}`}
        onClick={() => prompt.send({ type: 'accept' })}
      >
        {t('account.prompt.open')}
      </a>
      <button
        type="button"
        className="text-button"
        onClick={() => prompt.send({ type: 'dismiss' })}
      >
        {t('account.prompt.later')}
      </button>
    </aside>
  );
}
