/**
 * The signed-in user's favourite places (spec 001 §2 account screens): home, work, then the
 * others, each with its icon and a delete button (the others can be renamed), the one deleted
 * last offered back (« Annuler »); « Maison → Travail » when both are set.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import {
  FAVORITE_LABEL_MAX,
  FAVORITES_LIMIT,
  favoriteHref,
  favoritesInOrder,
  type Favorite,
} from '../../domain/account/favorites';
import { favoriteTripHash } from '../../domain/paths/favorite-trip';
import { useT } from '../app-context';
import { CloseIcon } from '../icons';
import { FavoriteIcon } from './favorite-icons';
import { messageText, useAccount } from './use-account';

const TYPE_KEYS = {
  home: 'account.favorites.home',
  work: 'account.favorites.work',
  other: 'account.favorites.other',
} as const;

function RenameForm(props: { favorite: Favorite; onDone: () => void }) {
  const t = useT();
  const { favorites } = useAccount();
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('label');
    const label = typeof value === 'string' ? value.trim() : '';
    if (label && label !== props.favorite.label) {
      const { uuid, ...input } = props.favorite;
      favorites.send({ type: 'favorite.edit', uuid, input: { ...input, label } });
    }
    props.onDone();
  };
  return (
    <form className="favorite-rename" onSubmit={submit} data-testid="favorite-rename">
      <label className="option-field">
        {t('account.favorites.renameLabel')}
        <input
          name="label"
          required
          maxLength={FAVORITE_LABEL_MAX}
          defaultValue={props.favorite.label}
          autoFocus
        />
      </label>
      <button type="submit" className="primary-button">
        {t('account.favorites.renameSave')}
      </button>
      <button type="button" className="text-button" onClick={props.onDone}>
        {t('account.favorites.renameCancel')}
      </button>
    </form>
  );
}

/** The favourite's name and address: a link that shows it on the map. */
function FavoriteText(props: { favorite: Favorite }) {
  const t = useT();
  const navigate = useNavigate();
  const { favorite } = props;
  const href = favoriteHref(favorite);
  return (
    <a
      className="favorite-text"
      href={href}
      data-testid="favorite-open"
      onClick={(event) => {
        event.preventDefault();
        void navigate({ href });
      }}
    >
      <strong>{favorite.type === 'other' ? favorite.label : t(TYPE_KEYS[favorite.type])}</strong>
      <span>{favorite.address}</span>
    </a>
  );
}

function FavoriteRow(props: { favorite: Favorite; onDelete: () => void }) {
  const t = useT();
  const { favorite } = props;
  const [renaming, setRenaming] = useState(false);
  return (
    <li className="favorite-row" data-testid="favorite" data-favorite-type={favorite.type}>
      <FavoriteIcon type={favorite.type} />
      {renaming ? (
        <RenameForm favorite={favorite} onDone={() => setRenaming(false)} />
      ) : (
        <FavoriteText favorite={favorite} />
      )}
      <span className="favorite-actions">
        {favorite.type === 'other' && !renaming ? (
          <button type="button" className="text-button" onClick={() => setRenaming(true)}>
            {t('account.favorites.rename')}
            <span className="visually-hidden"> {favorite.label}</span>
          </button>
        ) : null}
        <button
          type="button"
          className="icon-button"
          aria-label={t('account.favorites.delete', { label: favorite.label })}
          onClick={props.onDelete}
        >
          <CloseIcon />
        </button>
      </span>
    </li>
  );
}

/** « … a été retiré de vos favoris. Annuler »: the favourite deleted last, offered back. */
function UndoDelete() {
  const t = useT();
  const { favorites } = useAccount();
  const deleted = useSelector(favorites, (s) => s.context.deleted);
  if (!deleted) return null;
  const label = deleted.label;
  return (
    <p className="account-notice favorite-undo" role="status" data-testid="favorite-undo">
      <span>{t('account.favorites.deleted', { label })}</span>
      <button
        type="button"
        className="text-button"
        aria-label={t('account.favorites.undoLabel', { label })}
        onClick={() => favorites.send({ type: 'favorite.restore' })}
      >
        {t('account.favorites.undo')}
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('account.favorites.undoDismiss')}
        onClick={() => favorites.send({ type: 'restore.dismiss' })}
      >
        <CloseIcon />
      </button>
    </p>
  );
}

/** « Mes lieux favoris », with « 2 sur 52 possibles » once there is one (none beside « Aucun »). */
function FavoritesTitle(props: { count: number }) {
  const t = useT();
  const count = { count: String(props.count), max: String(FAVORITES_LIMIT) };
  return (
    <h3 id="favorites-title">
      {t('account.favorites.title')}
      {props.count > 0 ? (
        <>
          {' '}
          <small>{t('account.favorites.count', count)}</small>
        </>
      ) : null}
    </h3>
  );
}

/** The list. */
export function FavoritesList() {
  const t = useT();
  const { favorites } = useAccount();
  const book = useSelector(favorites, (s) => s.context.book);
  const message = useSelector(favorites, (s) => s.context.message);
  const loading = useSelector(favorites, (s) => !s.matches('ready'));
  const list = favoritesInOrder(book);
  const trip = book.home && book.work ? favoriteTripHash(book.home, book.work) : undefined;
  return (
    <section className="account-section" aria-labelledby="favorites-title" aria-busy={loading}>
      <FavoritesTitle count={list.length} />
      {message ? (
        <p className="account-error" role="alert">
          {messageText(t, message, FAVORITES_LIMIT)}
        </p>
      ) : null}
      <UndoDelete />
      {list.length === 0 && !loading ? <p>{t('account.favorites.empty')}</p> : null}
      <ul className="favorite-list">
        {list.map((f) => (
          <FavoriteRow
            key={f.uuid}
            favorite={f}
            onDelete={() => favorites.send({ type: 'favorite.delete', uuid: f.uuid })}
          />
        ))}
      </ul>
      {trip ? (
        <Link
          to="/itineraire"
          hash={trip}
          className="primary-button favorite-trip"
          data-testid="home-to-work"
        >
          {t('account.favorites.homeToWork')}
        </Link>
      ) : null}
    </section>
  );
}
