/**
 * The steps panel: departure, stops and arrival, one 48 px row each (§9: 48 px per step). A
 * row is a combobox on the search service (an address, a place, « Ma position », typed
 * coordinates) or a point placed on the map; stops can be added before the arrival, removed
 * and swapped with the next step (which computes again when both ends are given).
 */
import { useEffect, useRef } from 'react';
import {
  fieldAfterRemoval,
  MAX_STOPS,
  missingEndIndex,
  stopCount,
  type ItineraryStep,
} from '../../domain/itinerary/steps';
import { useT } from '../app-context';
import { ActionIcons } from './itinerary-icons';
import { StepField, StepFieldNotice } from './step-field';
import { stepMark, stepName } from '../../domain/itinerary/step-names';
import { useItinerary, useItineraryState } from './use-itinerary';

/** Height of a step row (§9). */
export const STEP_ROW_HEIGHT = 48;

/** Removes a step: the trip left (two ends or more) is computed again, as after a swap. */
function RemoveStep(props: { index: number; count: number; name: string }) {
  const it = useItinerary();
  const t = useT();
  const { index, count } = props;
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t('itinerary.step.remove', { step: props.name })}
      onClick={() => {
        it.actor.send({ type: 'step.remove', index });
        it.afterStepChosen();
        focusStepInput(fieldAfterRemoval(index, count));
      }}
    >
      <ActionIcons.remove />
    </button>
  );
}

function StepRow(props: { step: ItineraryStep; index: number; count: number }) {
  const it = useItinerary();
  const { actor } = it;
  const t = useT();
  const picking = useItineraryState((s) => s.context.selectedStepIndex === props.index);
  const name = stepName(t, props.index, props.count);
  const { index, count } = props;
  const kind = index === 0 ? 'departure' : index === count - 1 ? 'arrival' : 'stop';
  return (
    <li
      className="step-row"
      data-testid={`step-${props.step.id}`}
      style={{ height: STEP_ROW_HEIGHT }}
    >
      <span className={`step-mark step-mark--${kind}`} aria-hidden="true">
        {stepMark(index, count)}
      </span>
      <StepField step={props.step} index={index} name={name} />
      <button
        type="button"
        className="icon-button"
        aria-pressed={picking}
        aria-label={t('itinerary.step.pick', { step: name })}
        onClick={() => actor.send({ type: 'step.select', index: picking ? null : index })}
      >
        <ActionIcons.pick />
      </button>
      <button
        type="button"
        // The last step has no next one: its place is kept, the button neither seen nor read.
        className={index === count - 1 ? 'icon-button icon-button--spacer' : 'icon-button'}
        disabled={index === count - 1}
        aria-hidden={index === count - 1 || undefined}
        aria-label={t('itinerary.step.swap', { step: name })}
        onClick={() => {
          actor.send({ type: 'step.swap', index });
          it.afterStepChosen();
        }}
      >
        <ActionIcons.swap />
      </button>
      <RemoveStep index={index} count={count} name={name} />
    </li>
  );
}

function StepNotices(props: { steps: ItineraryStep[] }) {
  const t = useT();
  const picking = useItineraryState((s) => s.context.selectedStepIndex);
  const count = props.steps.length;
  return (
    <>
      {picking !== null && (
        <p className="itinerary-hint" role="status">
          {t('itinerary.step.picking', { step: stepName(t, picking, count) })}
        </p>
      )}
      {props.steps.map((s, i) => (
        <StepFieldNotice
          key={`notice-${i}`}
          index={i}
          name={stepName(t, i, count)}
          text={s.label}
        />
      ))}
      {props.steps.map((s, i) =>
        s.unresolved ? (
          <p key={s.id} className="itinerary-hint itinerary-hint--warning" role="status">
            {t('itinerary.step.unresolved', { step: stepName(t, i, count) })}
          </p>
        ) : null,
      )}
    </>
  );
}

/** Puts the focus in a step's field once the list has been drawn again. */
function focusStepInput(index: number): void {
  requestAnimationFrame(() => {
    document.querySelector<HTMLInputElement>(`[data-testid="step-input-${index}"]`)?.focus();
  });
}

/**
 * When one end becomes given alone (« Itinéraire vers cette adresse », a link toward a place, a
 * point placed on the map), the focus goes to the other end's field, where one types next, as
 * on a map site; not when the person is in a field already, nor on a touch screen, where it
 * would raise the keyboard over the map unasked.
 */
function useFocusMissingEnd(steps: readonly ItineraryStep[]): void {
  const index = missingEndIndex(steps);
  const previous = useRef<number | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = index;
    if (index === null || before !== null) return;
    if (!window.matchMedia('(pointer: fine)').matches) return;
    if (document.activeElement?.closest('.step-list')) return;
    focusStepInput(index);
  }, [index]);
}

/** The steps panel. */
export function StepsPanel() {
  const it = useItinerary();
  const { actor } = it;
  const t = useT();
  const steps = useItineraryState((s) => s.context.steps);
  useFocusMissingEnd(steps);
  return (
    <div className="steps-panel">
      <ol className="step-list" style={{ height: STEP_ROW_HEIGHT * steps.length }}>
        {steps.map((step, i) => (
          <StepRow key={`${step.id}-${i}`} step={step} index={i} count={steps.length} />
        ))}
      </ol>
      <div className="step-actions">
        <button
          type="button"
          className="text-button step-add"
          data-testid="step-add"
          disabled={stopCount(steps) >= MAX_STOPS}
          onClick={() => {
            actor.send({ type: 'step.add' });
            // The new stop, before the arrival, is where the person types next.
            focusStepInput(steps.length - 1);
          }}
        >
          <ActionIcons.add />
          {t('itinerary.step.add')}
        </button>
        {/* With stops, the trip the other way in one click (two ends swap with their own button). */}
        {steps.length > 2 && (
          <button
            type="button"
            className="text-button step-reverse"
            data-testid="steps-reverse"
            onClick={() => {
              actor.send({ type: 'steps.reverse' });
              it.afterStepChosen();
            }}
          >
            <ActionIcons.swap />
            {t('itinerary.step.reverse')}
          </button>
        )}
      </div>
      <StepNotices steps={steps} />
    </div>
  );
}
