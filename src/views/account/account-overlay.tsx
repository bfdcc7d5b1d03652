/**
 * The account overlay (`/#/moncompte`, spec 001 §2: no page of its own, no reload on back): not
 * signed in (sign in or create an account), or signed in (favourite places, travel options,
 * sign-out), and the « Ajouter aux favoris » step. Closing goes back in history.
 */
import { ANONYMOUS_NAME } from '../../domain/account/identity';
import type { Translate } from '../../i18n/translate';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { ACCOUNT_HASH, parseAccountHash, type AccountView } from '../../domain/paths/account-hash';
import { useT } from '../app-context';
import { OverlayDialog } from '../overlay-dialog';
import { SignedOutForms } from './account-forms';
import { DataActions, ResetForm, ResetRequestForm } from './account-admin';
import { AddFavorite } from './add-favorite';
import { FavoritesList } from './favorites-list';
import { PreferencesForm } from './preferences-form';
import { messageText, useAccount } from './use-account';
import './account.css';

/**
 * « Bonjour Camille », or « Bonjour » alone for a user who gave no name (the API's « Anonyme »,
 * §3, is no name to greet in English or Dutch).
 */
function helloText(t: Translate, name: string | undefined): string {
  const named = name && name !== ANONYMOUS_NAME ? name : '';
  return t('account.hello', { name: named }).trim();
}

function SignedIn(props: { view: AccountView; onAdded: () => void }) {
  const t = useT();
  const { account } = useAccount();
  const identity = useSelector(account, (s) => s.context.identity);
  const token = useSelector(account, (s) => s.context.token);
  return (
    <>
      <p className="account-hello" data-testid="account-hello">
        {helloText(t, identity?.name)} <small>{identity?.email}</small>
      </p>
      {props.view.screen === 'add' ? (
        <AddFavorite draft={props.view.draft} onAdded={props.onAdded} />
      ) : null}
      <FavoritesList />
      <PreferencesForm />
      {token ? <DataActions token={token} /> : null}
      <button
        type="button"
        className="text-button"
        onClick={() => account.send({ type: 'signout' })}
      >
        {t('account.signout')}
      </button>
    </>
  );
}

function SignedOut(props: { view: AccountView; toHome: () => void }) {
  const t = useT();
  const { admin } = useAccount();
  const deleted = useSelector(admin, (s) => s.context.outcome === 'deleted');
  const [forgot, setForgot] = useState(false);
  if (props.view.screen === 'reset') {
    return <ResetForm resetToken={props.view.token} onDone={props.toHome} />;
  }
  if (forgot) return <ResetRequestForm onBack={() => setForgot(false)} />;
  const notice =
    props.view.screen === 'add'
      ? t('account.favorites.signInFirst')
      : deleted
        ? t('account.deleted')
        : undefined;
  return (
    <SignedOutForms
      notice={notice}
      onForgot={() => {
        admin.send({ type: 'dismiss' });
        setForgot(true);
      }}
    />
  );
}

function Body(props: { view: AccountView; onAdded: () => void }) {
  const t = useT();
  const { account } = useAccount();
  const state = useSelector(account, (s) =>
    s.matches('connected')
      ? 'connected'
      : s.matches('notConnected')
        ? 'signedOut'
        : s.matches('unreachable')
          ? 'unreachable'
          : 'busy',
  );
  const message = useSelector(account, (s) => s.context.message);
  if (state === 'connected') return <SignedIn view={props.view} onAdded={props.onAdded} />;
  if (state === 'signedOut') return <SignedOut view={props.view} toHome={props.onAdded} />;
  if (state === 'unreachable') {
    return (
      <div className="account-section" role="alert">
        <p>{message ? messageText(t, message) : t('account.unreachable')}</p>
        <button
          type="button"
          className="primary-button"
          onClick={() => account.send({ type: 'retry' })}
        >
          {t('account.retry')}
        </button>
      </div>
    );
  }
  return <p aria-busy="true">{t('account.busy')}</p>;
}

/** Replaces the fragment of the current page (the page under the overlay stays). */
function useFragment(): (hash: string) => void {
  const router = useRouter();
  return (hash) => {
    const { pathname, search } = router.state.location;
    void router.navigate({ to: pathname, search, hash, replace: true });
  };
}

/**
 * The overlay, shown while the fragment is `#/moncompte…`; `returns` when a page of this visit is
 * under it in the history (closing goes back to it, results and all).
 */
export function AccountOverlay(props: { returns: boolean }) {
  const t = useT();
  const hash = useRouterState({ select: (s) => s.location.hash });
  const view = parseAccountHash(`#${hash}`) ?? { screen: 'home' };
  const go = useFragment();
  const router = useRouter();
  const close = (): void => {
    if (props.returns) router.history.back();
    else go('');
  };
  const toHome = (): void => go(ACCOUNT_HASH);
  return (
    <OverlayDialog
      className="account-overlay"
      titleId="account-title"
      title={t('account.title')}
      closeLabel={t('account.close')}
      testId="account-overlay"
      onClose={close}
    >
      <Body view={view} onAdded={toHome} />
    </OverlayDialog>
  );
}
