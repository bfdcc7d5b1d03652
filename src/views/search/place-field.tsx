/**
 * A place combobox on a place-field actor (an itinerary step, the radius tool's centre): what the
 * actor decides, shown. Closed, it shows the place's label; open, the text being typed and the
 * list (« Ma position », favourites, recent searches, suggestions). Keys, focus and choices are
 * sent to the actor.
 */
import { useSelector } from '@xstate/react';
import { useId, type KeyboardEvent } from 'react';
import type { Bbox } from '../../domain/geo';
import type { FavoritePlace } from '../../domain/itinerary/step-choice';
import type { Translate } from '../../i18n/translate';
import type { HistoryEntry } from '../../machines/search-history';
import {
  nothingFound,
  stepFieldItems,
  type StepFieldEvent,
  type StepFieldItem,
} from '../../machines/step-field-machine';
import type { StepFieldActor } from '../../machines/step-fields';
import { useT } from '../app-context';
import { isRecentPlace, useCategoryLabel, type RubricRef } from './use-category-label';
import {
  listedSuggestion,
  optionId,
  SuggestionList,
  type ListedSuggestion,
} from './suggestion-list';

const KEYS: Readonly<Record<string, StepFieldEvent>> = {
  ArrowDown: { type: 'key.down' },
  ArrowUp: { type: 'key.up' },
  Enter: { type: 'submit' },
  Escape: { type: 'escape' },
};

const FAVORITE_NAMES = {
  home: 'account.favorites.home',
  work: 'account.favorites.work',
} as const;

function listed(
  t: Translate,
  item: StepFieldItem,
  categoryLabel: (rubric: RubricRef) => string,
): ListedSuggestion {
  if (item.source === 'position')
    return {
      key: 'position',
      icon: 'position',
      line1: t('itinerary.step.myPosition'),
      line2: t('itinerary.step.myPositionHint'),
      highlight: false,
    };
  if (item.source === 'favorite') {
    const { favorite } = item;
    return {
      key: `favorite-${favorite.type}-${favorite.address}`,
      icon: `favorite-${favorite.type}`,
      line1: favorite.type === 'other' ? favorite.label : t(FAVORITE_NAMES[favorite.type]),
      line2: favorite.address,
      highlight: true,
    };
  }
  return listedSuggestion(t, item, categoryLabel);
}

function useFieldView(field: StepFieldActor) {
  const open = useSelector(field, (s) => s.matches('open'));
  const locating = useSelector(field, (s) => s.matches('locating'));
  const context = useSelector(field, (s) => s.context);
  const loading = useSelector(
    field,
    (s) =>
      s.matches({ open: 'debouncing' }) ||
      s.matches({ open: 'fetching' }) ||
      s.matches({ open: 'picking' }),
  );
  const t = useT();
  const items = stepFieldItems(context);
  // The answer for the typed text holds nothing: the list says so.
  const empty =
    open && !loading && nothingFound(context, items)
      ? t('search.field.noMatch', { text: context.text.trim() })
      : undefined;
  return { open, locating, context, loading, empty, items };
}

/** Arrows, Enter and Escape (Escape only closes an open list). */
function sendKey(field: StepFieldActor, event: KeyboardEvent<HTMLInputElement>, open: boolean) {
  const key = KEYS[event.key];
  if (!key || (key.type === 'escape' && !open)) return;
  event.preventDefault();
  field.send(key);
}

/** The value shown: the text being typed, « position being found », or the place's label. */
function shownValue(t: Translate, view: ReturnType<typeof useFieldView>, label: string): string {
  if (view.open) return view.context.text;
  return view.locating ? t('itinerary.step.locating') : label;
}

/** Props of `PlaceField`. */
export interface PlaceFieldProps {
  field: StepFieldActor;
  /** What the field needs when focused: the recent searches, the map view, the favourites. */
  focusContext(): { history: HistoryEntry[]; bbox: Bbox | null; favorites: FavoritePlace[] };
  /** The label of the place while the field is closed. */
  label: string;
  /** The accessible name of the input, its placeholder and the name of its list. */
  name: string;
  placeholder: string;
  listName: string;
  testId: string;
  className: string;
  /** The id of the input (for a visible `<label>`). */
  inputId?: string | undefined;
  /** The input's form name (browsers and their tools expect a field to have a name or an id). */
  fieldName: string;
}

/** The fixed attributes of a place field's input. */
const FIELD_INPUT = { autoComplete: 'off', spellCheck: false, maxLength: 200 } as const;

/**
 * The no-match message for screen readers (the list's own row is no option of it). Always
 * rendered, so that a change of its text is announced.
 */
function NoMatchStatus(props: { text: string | false | undefined }) {
  return (
    <p className="visually-hidden" role="status">
      {props.text ?? ''}
    </p>
  );
}

/** The combobox. */
export function PlaceField(props: PlaceFieldProps) {
  const t = useT();
  const listId = useId();
  const { field } = props;
  const view = useFieldView(field);
  const shown = view.open && (view.items.length > 0 || view.loading || !!view.empty);
  const categoryLabel = useCategoryLabel(shown && view.items.some(isRecentPlace));
  const { highlighted } = view.context;
  return (
    <div className="place-field">
      <input
        id={props.inputId}
        name={props.fieldName}
        className={props.className}
        data-testid={props.testId}
        role="combobox"
        aria-label={props.inputId ? undefined : props.name}
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={highlighted >= 0 ? optionId(listId, highlighted) : undefined}
        aria-invalid={view.context.notice !== null}
        {...FIELD_INPUT}
        value={shownValue(t, view, props.label)}
        placeholder={props.placeholder}
        onChange={(event) => field.send({ type: 'input', value: event.target.value })}
        onFocus={(event) => {
          field.send({ type: 'focus', label: props.label, ...props.focusContext() });
          event.target.select();
        }}
        onBlur={() => field.send({ type: 'blur' })}
        onKeyDown={(event) => sendKey(field, event, view.open)}
      />
      {shown && (
        <SuggestionList
          id={listId}
          label={props.listName}
          items={view.items.map((item) => listed(t, item, categoryLabel))}
          typed={view.context.text}
          highlighted={highlighted}
          loading={view.loading}
          empty={view.empty}
          onChoose={(index) => field.send({ type: 'choose', index })}
        />
      )}
      <NoMatchStatus text={shown && !view.loading ? view.empty : undefined} />
    </div>
  );
}
