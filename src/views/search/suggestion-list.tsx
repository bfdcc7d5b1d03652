/** The list under the search box: history entries and suggestions, the typed text highlighted. */
import { highlightLabel } from '../../domain/search-text/highlight';
import type { MessageKey } from '../../i18n/fr-fr';
import type { SuggestItem } from '../../machines/suggest-machine';
import { useT } from '../app-context';

/** Id of the option at an index (aria-activedescendant). */
export function optionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
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

const TYPE_KEYS: Readonly<Record<SuggestItem['type'], MessageKey>> = {
  address: 'search.type.address',
  poi: 'search.type.poi',
  rubric: 'search.type.rubric',
  chain: 'search.type.chain',
};

/**
 * The second line the server wrote, except for categories and chains: it writes their kind in
 * French (« Catégorie », « Enseigne »), which the bundles translate instead.
 */
function secondLine(item: SuggestItem): string | undefined {
  return item.type === 'rubric' || item.type === 'chain' ? undefined : item.split_label[1];
}

function SuggestionItem(props: {
  id: string;
  item: SuggestItem;
  typed: string;
  selected: boolean;
  onChoose: () => void;
}) {
  const t = useT();
  const { item } = props;
  const icon = item.source === 'history' ? 'history' : item.type;
  return (
    <li
      id={props.id}
      role="option"
      aria-selected={props.selected}
      className={`suggestion suggestion--${item.source}`}
      data-testid="suggestion"
      // Keeps the focus in the input: the click chooses without blurring first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onChoose}
    >
      <span className={`suggestion-icon suggestion-icon--${icon}`} aria-hidden="true" />
      <span className="suggestion-text">
        <span className="suggestion-line1">
          <Highlighted text={item.split_label[0]} typed={props.typed} />
        </span>
        <span className="suggestion-line2">
          {item.source === 'history' ? `${t('search.history')} · ` : ''}
          {secondLine(item) || t(TYPE_KEYS[item.type])}
        </span>
      </span>
    </li>
  );
}

/** The list. */
export function SuggestionList(props: {
  id: string;
  items: readonly SuggestItem[];
  typed: string;
  highlighted: number;
  loading: boolean;
  onChoose: (index: number) => void;
}) {
  const t = useT();
  return (
    <ul
      id={props.id}
      role="listbox"
      aria-label={t('search.list')}
      className="suggestion-list"
      aria-busy={props.loading}
    >
      {props.items.map((item, index) => (
        <SuggestionItem
          key={`${item.source}-${item.label}`}
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
    </ul>
  );
}
