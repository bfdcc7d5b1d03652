/**
 * « Ajouter aux favoris » (`#/moncompte/ajout?…`): the place offered by the address popup, a
 * place card or a POI sheet, added as home, work or another favourite. The rules (duplicate,
 * limit) are the machine's; the list below shows the result.
 */
import { useSelector } from '@xstate/react';
import type { FavoriteType } from '../../domain/account/favorites';
import type { FavoriteDraft } from '../../domain/paths/account-hash';
import { useT } from '../app-context';
import { FavoriteIcon } from './favorite-icons';
import { useAccount } from './use-account';

const CHOICES: readonly {
  type: FavoriteType;
  key: 'account.favorites.asHome' | 'account.favorites.asWork' | 'account.favorites.asOther';
}[] = [
  { type: 'home', key: 'account.favorites.asHome' },
  { type: 'work', key: 'account.favorites.asWork' },
  { type: 'other', key: 'account.favorites.asOther' },
];

/** The choice of kind for the place to add. */
export function AddFavorite(props: { draft: FavoriteDraft; onAdded: () => void }) {
  const t = useT();
  const { favorites } = useAccount();
  const busy = useSelector(favorites, (s) => !s.matches('ready'));
  const add = (type: FavoriteType): void => {
    favorites.send({
      type: 'favorite.add',
      input: { ...props.draft, type, pollutionClassId: null },
    });
    props.onAdded();
  };
  return (
    <section className="account-section" data-testid="add-favorite">
      <h3>{t('account.favorites.addAs', { label: props.draft.label })}</h3>
      <p className="favorite-draft-address">{props.draft.address}</p>
      <div className="chip-row">
        {CHOICES.map((c) => (
          <button
            key={c.type}
            type="button"
            className="chip favorite-choice"
            disabled={busy}
            onClick={() => add(c.type)}
          >
            <FavoriteIcon type={c.type} />
            {t(c.key)}
          </button>
        ))}
      </div>
    </section>
  );
}
