/**
 * The account's housekeeping screens: « Mot de passe oublié ? » (a link by e-mail), the new
 * password from that link, and, signed in, the export of one's data and the account's deletion.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../domain/account/identity';
import { useT } from '../app-context';
import { messageText, useAccount } from './use-account';

function text(form: HTMLFormElement, name: string): string {
  const value: unknown = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

function useAdmin() {
  const { admin } = useAccount();
  const busy = useSelector(admin, (s) => !s.matches('idle'));
  const outcome = useSelector(admin, (s) => s.context.outcome);
  const message = useSelector(admin, (s) => s.context.message);
  return { admin, busy, outcome, message };
}

function AdminMessage() {
  const t = useT();
  const { message } = useAdmin();
  return message ? (
    <p className="account-error" role="alert">
      {messageText(t, message)}
    </p>
  ) : null;
}

/** « Mot de passe oublié ? »: asks for a link by e-mail. */
export function ResetRequestForm(props: { onBack: () => void }) {
  const t = useT();
  const { admin, busy, outcome } = useAdmin();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    admin.send({ type: 'reset.request', email: text(event.currentTarget, 'email') });
  };
  return (
    <form className="account-form" onSubmit={submit} data-testid="reset-request-form">
      <h3>{t('account.reset.title')}</h3>
      <label className="option-field" htmlFor={`${id}-email`}>
        {t('account.email')}
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
      </label>
      <AdminMessage />
      {outcome === 'resetSent' ? <p role="status">{t('account.reset.sent')}</p> : null}
      <button type="submit" className="primary-button" disabled={busy}>
        {t('account.reset.ask')}
      </button>
      <button type="button" className="text-button" onClick={props.onBack}>
        {t('account.reset.back')}
      </button>
    </form>
  );
}

/** The new password of a reset link. */
export function ResetForm(props: { resetToken: string; onDone: () => void }) {
  const t = useT();
  const { admin, busy, outcome } = useAdmin();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const password = text(event.currentTarget, 'password');
    admin.send({ type: 'reset.confirm', resetToken: props.resetToken, password });
  };
  if (outcome === 'resetDone') {
    return (
      <div className="account-section" role="status">
        <p>{t('account.reset.done')}</p>
        <button type="button" className="primary-button" onClick={props.onDone}>
          {t('account.signin')}
        </button>
      </div>
    );
  }
  return (
    <form className="account-form" onSubmit={submit} data-testid="reset-form">
      <h3>{t('account.reset.title')}</h3>
      <label className="option-field" htmlFor={`${id}-password`}>
        {t('account.reset.new')}
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
        />
        <small>{t('account.password.hint')}</small>
      </label>
      <AdminMessage />
      <button type="submit" className="primary-button" disabled={busy}>
        {t('account.reset.save')}
      </button>
    </form>
  );
}

/** A link that saves the export as a JSON file (its object URL freed when it goes). */
function ExportFile(props: { data: unknown }) {
  const t = useT();
  const href = useMemo(
    () =>
      URL.createObjectURL(
        new Blob([JSON.stringify(props.data, null, 2)], { type: 'application/json' }),
      ),
    [props.data],
  );
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  return (
    <a
      className="secondary-button favorite-link"
      href={href}
      download="periple-mes-donnees.json"
      data-testid="export-file"
    >
      {t('account.export.ready')}
    </a>
  );
}

/** The deletion, confirmed by the password. */
function DeleteAccount(props: { token: string }) {
  const t = useT();
  const { admin, busy } = useAdmin();
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const remove = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const password = text(event.currentTarget, 'password');
    admin.send({ type: 'delete', token: props.token, password });
  };
  if (!confirming) {
    return (
      <button type="button" className="text-button" onClick={() => setConfirming(true)}>
        {t('account.delete')}
      </button>
    );
  }
  return (
    <form className="account-form" onSubmit={remove} data-testid="delete-form">
      <p>{t('account.delete.confirm')}</p>
      <label className="option-field" htmlFor={`${id}-password`}>
        {t('account.password')}
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
      </label>
      <button type="submit" className="primary-button danger-button" disabled={busy}>
        {t('account.delete.submit')}
      </button>
    </form>
  );
}

/** Export of one's data and deletion of the account. */
export function DataActions(props: { token: string }) {
  const t = useT();
  const { admin, busy, outcome } = useAdmin();
  const exported = useSelector(admin, (s) => s.context.exported);
  return (
    <section className="account-section account-data">
      <AdminMessage />
      <button
        type="button"
        className="text-button"
        disabled={busy}
        onClick={() => admin.send({ type: 'export', token: props.token })}
      >
        {t('account.export')}
      </button>
      {outcome === 'exported' && exported !== null ? <ExportFile data={exported} /> : null}
      <DeleteAccount token={props.token} />
    </section>
  );
}
