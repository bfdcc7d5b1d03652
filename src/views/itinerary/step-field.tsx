/**
 * The combobox of an itinerary step: what the step-field actor decides, shown. Closed, it shows
 * the step's label; open, the text being typed and the list (« Ma position », favourites, recent
 * searches, suggestions). Keys, focus and choices are sent to the actor; the notice of the field (nothing
 * found, position unavailable) is shown under the steps.
 */
import { useSelector } from '@xstate/react';
import { useId, type KeyboardEvent } from 'react';
import type { ItineraryStep } from '../../domain/itinerary/steps';
import type { Translate } from '../../i18n/translate';
import {
  stepFieldItems,
  type StepFieldEvent,
  type StepFieldItem,
} from '../../machines/step-field-machine';
import type { StepFieldActor } from '../../machines/step-fields';
import { useT } from '../app-context';
import {
  listedSuggestion,
  optionId,
  SuggestionList,
  type ListedSuggestion,
} from '../search/suggestion-list';
import { useItinerary } from './use-itinerary';

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

function listed(t: Translate, item: StepFieldItem): ListedSuggestion {
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
  return listedSuggestion(t, item);
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
  return { open, locating, context, loading, items: stepFieldItems(context) };
}

/** Arrows, Enter and Escape (Escape only closes an open list). */
function sendKey(field: StepFieldActor, event: KeyboardEvent<HTMLInputElement>, open: boolean) {
  const key = KEYS[event.key];
  if (!key || (key.type === 'escape' && !open)) return;
  event.preventDefault();
  field.send(key);
}

/** The value shown: the text being typed, « position being found », or the step's label. */
function shownValue(t: Translate, view: ReturnType<typeof useFieldView>, label: string): string {
  if (view.open) return view.context.text;
  return view.locating ? t('itinerary.step.locating') : label;
}

/** The field of the step at `index`. */
export function StepField(props: { step: ItineraryStep; index: number; name: string }) {
  const it = useItinerary();
  const t = useT();
  const listId = useId();
  const field = it.fields.at(props.index);
  const view = useFieldView(field);
  const shown = view.open && (view.items.length > 0 || view.loading);
  const { highlighted } = view.context;
  return (
    <div className="step-field">
      <input
        className="step-input"
        data-testid={`step-input-${props.index}`}
        role="combobox"
        aria-label={props.name}
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={highlighted >= 0 ? optionId(listId, highlighted) : undefined}
        aria-invalid={view.context.notice !== null}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        value={shownValue(t, view, props.step.label)}
        placeholder={t('itinerary.step.placeholder', { step: props.name })}
        onChange={(event) => field.send({ type: 'input', value: event.target.value })}
        onFocus={(event) => {
          field.send({ type: 'focus', label: props.step.label, ...it.fields.focusContext() });
          event.target.select();
        }}
        onBlur={() => field.send({ type: 'blur' })}
        onKeyDown={(event) => sendKey(field, event, view.open)}
      />
      {shown && (
        <SuggestionList
          id={listId}
          label={t('itinerary.step.list', { step: props.name })}
          items={view.items.map((item) => listed(t, item))}
          typed={view.context.text}
          highlighted={highlighted}
          loading={view.loading}
          onChoose={(index) => field.send({ type: 'choose', index })}
        />
      )}
    </div>
  );
}

/** What a step's field tells (nothing found, suggestions or position unavailable), or nothing. */
export function StepFieldNotice(props: { index: number; name: string; text: string }) {
  const it = useItinerary();
  const t = useT();
  const field = it.fields.at(props.index);
  const notice = useSelector(field, (s) => s.context.notice);
  const typed = useSelector(field, (s) => s.context.text);
  if (!notice) return null;
  const text = typed || props.text;
  return (
    <p className="itinerary-hint itinerary-hint--warning" role="alert" data-testid="step-notice">
      {t(`itinerary.step.${notice}`, { step: props.name, text })}
    </p>
  );
}
