/**
 * The account overlay's forms when nobody is signed in: sign in, or create an account. The
 * fields are the browser's own (autocomplete, password managers); the machine checks nothing
 * here and the server answers with the catalogue's message.
 */
import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../domain/account/identity';
import { useT } from '../app-context';
import { messageText, useAccount } from './use-account';

/** Text of a form field, read when the form is sent. */
function field(form: HTMLFormElement, name: string): string {
  const value: unknown = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/** E-mail and password (and a name when creating an account). */
function CredentialFields(props: { creating: boolean }) {
  const t = useT();
  const id = useId();
  const { creating } = props;
  return (
    <>
      {creating ? (
        <label className="option-field" htmlFor={`${id}-name`}>
          {t('account.name')}
          <input id={`${id}-name`} name="name" autoComplete="nickname" maxLength={100} />
        </label>
      ) : null}
      <label className="option-field" htmlFor={`${id}-email`}>
        {t('account.email')}
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
      </label>
      <label className="option-field" htmlFor={`${id}-password`}>
        {t('account.password')}
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          required
          minLength={creating ? PASSWORD_MIN_LENGTH : 1}
          autoComplete={creating ? 'new-password' : 'current-password'}
          aria-describedby={creating ? `${id}-hint` : undefined}
        />
        {creating ? <small id={`${id}-hint`}>{t('account.password.hint')}</small> : null}
      </label>
    </>
  );
}

/** Sign in or sign up, one at a time. */
export function SignedOutForms(props: { notice?: string | undefined; onForgot: () => void }) {
  const t = useT();
  const { account } = useAccount();
  const busy = useSelector(account, (s) => !s.matches({ notConnected: 'idle' }));
  const message = useSelector(account, (s) => s.context.message);
  const [creating, setCreating] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = field(form, 'email');
    const password = field(form, 'password');
    if (creating) account.send({ type: 'signup', email, password, name: field(form, 'name') });
    else account.send({ type: 'signin', email, password });
  };
  return (
    <form
      className="account-form"
      onSubmit={submit}
      data-testid={creating ? 'signup-form' : 'signin-form'}
    >
      <h3>{t(creating ? 'account.signup.title' : 'account.signin.title')}</h3>
      {props.notice ? <p className="account-notice">{props.notice}</p> : null}
      <CredentialFields creating={creating} />
      {message ? (
        <p className="account-error" role="alert">
          {messageText(t, message)}
        </p>
      ) : null}
      <button type="submit" className="primary-button" disabled={busy}>
        {busy ? t('account.busy') : t(creating ? 'account.signup' : 'account.signin')}
      </button>
      <button
        type="button"
        className="text-button"
        onClick={() => {
          account.send({ type: 'message.dismiss' });
          setCreating(!creating);
        }}
      >
        {t(creating ? 'account.toSignin' : 'account.toSignup')}
      </button>
      {creating ? null : (
        <button type="button" className="text-button" onClick={props.onForgot}>
          {t('account.forgot')}
        </button>
      )}
    </form>
  );
}
