/**
 * A list of suggestions under a combobox (the header's search box, an itinerary step field):
 * history entries, suggestions and other choices, the typed text highlighted.
 */
import { highlightLabel } from '../../domain/search-text/highlight';
import type { MessageKey } from '../../i18n/fr-fr';
import type { Translate } from '../../i18n/translate';
import type { SuggestItem } from '../../machines/suggest-machine';
import { useT } from '../app-context';
import type { RubricRef } from './use-category-label';

/** Id of the option at an index (aria-activedescendant). */
export function optionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/** One line of the list, as shown. */
export interface ListedSuggestion {
  key: string;
  /** Suffix of the icon class: address, poi, rubric, chain, history, position. */
  icon: string;
  line1: string;
  line2: string;
  /** Highlights the typed words in line 1. */
  highlight: boolean;
}

const TYPE_KEYS: Readonly<Record<SuggestItem['type'], MessageKey>> = {
  address: 'search.type.address',
  poi: 'search.type.poi',
  rubric: 'search.type.rubric',
  chain: 'search.type.chain',
};

/**
 * The second line the server wrote, except for categories and chains: it writes their kind in
 * French (« Catégorie », « Enseigne »), which the bundles translate instead. A place's line
 * starts with its category, so that a stadium and its bus stop of the same name are told apart
 * (« Arrêt de bus · 98000 Monaco »).
 */
function secondLine(
  item: Pick<SuggestItem, 'type' | 'split_label'> & { result?: SuggestItem['result'] },
  categoryLabel: (rubric: RubricRef) => string,
): string | undefined {
  if (item.type === 'rubric' || item.type === 'chain') return undefined;
  const category = item.result?.kind === 'poi' ? categoryLabel(item.result.poi.rubric) : undefined;
  const line = item.split_label[1];
  return category ? [category, line].filter(Boolean).join(' · ') : line;
}

/** « Numéro 99 inconnu : la rue · » before a street given for a number the map lacks. */
function missingNumber(t: Translate, result: SuggestItem['result'] | undefined): string {
  const number = result?.kind === 'address' ? result.address.missing_housenumber : undefined;
  return number ? `${t('search.address.numberUnknownShort', { number })} · ` : '';
}

/**
 * How a history entry or a suggestion of the search service is shown; `categoryLabel` writes a
 * place's category in the page's language (a place chosen on a French page is stored with its
 * French one).
 */
export function listedSuggestion(
  t: Translate,
  item: Pick<SuggestItem, 'source' | 'label' | 'split_label' | 'type' | 'favorite'> & {
    result?: SuggestItem['result'];
  },
  categoryLabel: (rubric: RubricRef) => string = (rubric) => rubric.label,
): ListedSuggestion {
  const { favorite } = item;
  // A favourite: home and work by their names, as in the itinerary's fields, then the address.
  if (favorite)
    return {
      key: `favorite-${item.label}`,
      icon: `favorite-${favorite}`,
      line1: favorite === 'other' ? item.split_label[0] : t(`account.favorites.${favorite}`),
      line2: item.split_label[1],
      highlight: true,
    };
  const history = item.source === 'history';
  return {
    key: `${item.source}-${item.label}`,
    icon: history ? 'history' : item.type,
    line1: item.split_label[0],
    line2: `${history ? `${t('search.history')} · ` : missingNumber(t, item.result)}${secondLine(item, categoryLabel) || t(TYPE_KEYS[item.type])}`,
    highlight: true,
  };
}

function Highlighted(props: { text: string; typed: string }) {
  return (
    <>
      {highlightLabel(props.text, props.typed).map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}

function SuggestionItem(props: {
  id: string;
  item: ListedSuggestion;
  typed: string;
  selected: boolean;
  onChoose: () => void;
}) {
  const { item } = props;
  return (
    <li
      id={props.id}
      role="option"
      aria-selected={props.selected}
      className={`suggestion suggestion--${item.icon}`}
      data-testid="suggestion"
      // Keeps the focus in the input: the click chooses without blurring first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onChoose}
    >
      <span className={`suggestion-icon suggestion-icon--${item.icon}`} aria-hidden="true" />
      <span className="suggestion-text">
        <span className="suggestion-line1">
          {item.highlight ? <Highlighted text={item.line1} typed={props.typed} /> : item.line1}
        </span>
        {item.line2 && <span className="suggestion-line2">{item.line2}</span>}
      </span>
    </li>
  );
}

/** The list. */
export function SuggestionList(props: {
  id: string;
  items: readonly ListedSuggestion[];
  typed: string;
  highlighted: number;
  loading: boolean;
  onChoose: (index: number) => void;
  /** What the list says when the answer holds nothing (shown then only). */
  empty?: string | undefined;
  /** Accessible name of the list (the header's by default). */
  label?: string | undefined;
}) {
  const t = useT();
  return (
    <ul
      id={props.id}
      role="listbox"
      aria-label={props.label ?? t('search.list')}
      className="suggestion-list"
      aria-busy={props.loading}
    >
      {props.items.map((item, index) => (
        <SuggestionItem
          key={item.key}
          id={optionId(props.id, index)}
          item={item}
          typed={props.typed}
          selected={index === props.highlighted}
          onChoose={() => props.onChoose(index)}
        />
      ))}
      {props.loading && (
        <li className="suggestion-loading" role="presentation">
          {t('search.loading')}
        </li>
      )}
      {!props.loading && props.items.length === 0 && props.empty && (
        <li
          className="suggestion-loading"
          role="presentation"
          aria-hidden="true"
          data-testid="suggestion-empty"
        >
          {props.empty}
        </li>
      )}
    </ul>
  );
}
