/**
 * The steps panel: departure, stops and arrival, one 48 px row each (§9: 48 px per step). A
 * row takes typed coordinates or a point placed on the map; stops can be added before the
 * arrival, removed and swapped with the next step.
 */
import { useState } from 'react';
import {
  MAX_STOPS,
  parseTypedCoordinates,
  stepAtPoint,
  stopCount,
  type ItineraryStep,
} from '../../domain/itinerary/steps';
import { useT } from '../app-context';
import { ActionIcons } from './itinerary-icons';
import { stepMark, stepName } from './step-names';
import { useItinerary, useItineraryState } from './use-itinerary';

/** Height of a step row (§9). */
export const STEP_ROW_HEIGHT = 48;

function StepInput(props: { step: ItineraryStep; index: number; name: string }) {
  const { actor } = useItinerary();
  const t = useT();
  const [text, setText] = useState(props.step.label);
  const [invalid, setInvalid] = useState(false);
  const commit = (): void => {
    if (text === props.step.label) return;
    const point = parseTypedCoordinates(text);
    setInvalid(!point);
    if (point)
      actor.send({ type: 'step.set', index: props.index, step: stepAtPoint(point, 'typed') });
  };
  return (
    <input
      className="step-input"
      data-testid={`step-input-${props.index}`}
      value={text}
      aria-label={props.name}
      aria-invalid={invalid}
      title={invalid ? t('itinerary.step.invalid') : undefined}
      placeholder={t('itinerary.step.placeholder', { step: props.name })}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}

function StepRow(props: { step: ItineraryStep; index: number; count: number }) {
  const { actor } = useItinerary();
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
      <StepInput key={props.step.label} step={props.step} index={index} name={name} />
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
        className="icon-button"
        disabled={index === count - 1}
        aria-label={t('itinerary.step.swap', { step: name })}
        onClick={() => actor.send({ type: 'step.swap', index })}
      >
        <ActionIcons.swap />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('itinerary.step.remove', { step: name })}
        onClick={() => actor.send({ type: 'step.remove', index })}
      >
        <ActionIcons.remove />
      </button>
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

/** The steps panel. */
export function StepsPanel() {
  const { actor } = useItinerary();
  const t = useT();
  const steps = useItineraryState((s) => s.context.steps);
  return (
    <div className="steps-panel">
      <ol className="step-list" style={{ height: STEP_ROW_HEIGHT * steps.length }}>
        {steps.map((step, i) => (
          <StepRow key={`${step.id}-${i}`} step={step} index={i} count={steps.length} />
        ))}
      </ol>
      <button
        type="button"
        className="text-button step-add"
        data-testid="step-add"
        disabled={stopCount(steps) >= MAX_STOPS}
        onClick={() => actor.send({ type: 'step.add' })}
      >
        <ActionIcons.add />
        {t('itinerary.step.add')}
      </button>
      <StepNotices steps={steps} />
    </div>
  );
}
