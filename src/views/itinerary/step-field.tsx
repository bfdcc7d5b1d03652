/**
 * The combobox of an itinerary step (a place field on the step's actor), and the notice of the
 * field (nothing found, position unavailable), shown under the steps.
 */
import { useSelector } from '@xstate/react';
import type { ItineraryStep } from '../../domain/itinerary/steps';
import { useT } from '../app-context';
import { PlaceField } from '../search/place-field';
import { useItinerary } from './use-itinerary';

/** The field of the step at `index`. */
export function StepField(props: { step: ItineraryStep; index: number; name: string }) {
  const it = useItinerary();
  const t = useT();
  return (
    <div className="step-field">
      <PlaceField
        field={it.fields.at(props.index)}
        focusContext={() => it.fields.focusContext()}
        label={props.step.label}
        name={props.name}
        placeholder={t('itinerary.step.placeholder', { step: props.name })}
        listName={t('itinerary.step.list', { step: props.name })}
        testId={`step-input-${props.index}`}
        fieldName={`step-${props.index}`}
        className="step-input"
      />
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
