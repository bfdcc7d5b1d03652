/**
 * The operator's monitoring page `/admin/monitoring` (issue 16): asks the operator token (never
 * a user account), then shows the Web Vitals percentiles per page and day, the top errors and
 * the recorded sessions; a session plays back with rrweb's replayer, the map's camera moves
 * listed beside it (the map is recorded as camera events, not pixels). For operators: French.
 */
import { createLazyRoute } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { operatorLogic } from '../../machines/operator-system';
import { OperatorTables } from './operator-tables';
import { SessionReplay } from './session-replay';
import './monitoring-page.css';

type OperatorActor = ReturnType<typeof useActorRef<typeof operatorLogic>>;

function TokenForm(props: { actor: OperatorActor; refused: boolean }) {
  const [token, setToken] = useState('');
  return (
    <form
      className="operator-token"
      onSubmit={(e) => {
        e.preventDefault();
        props.actor.send({ type: 'unlock', token: token.trim() });
      }}
    >
      <label>
        Jeton d’opérateur
        <input
          type="password"
          autoComplete="off"
          value={token}
          onChange={(e) => setToken(e.target.value)}
          data-testid="operator-token"
        />
      </label>
      <button type="submit" className="primary-button">
        Ouvrir
      </button>
      {props.refused && <p role="alert">Jeton refusé.</p>}
    </form>
  );
}

function MonitoringPage() {
  const actor = useActorRef(operatorLogic);
  const state = useSelector(actor, (s) => s.value);
  const overview = useSelector(actor, (s) => s.context.overview);
  const events = useSelector(actor, (s) => s.context.events);
  const refused = useSelector(actor, (s) => s.context.refused);
  // Over the whole app (the map's controls included): rendered at the document's root.
  return createPortal(
    <section className="operator-page" data-testid="operator-page" aria-label="Suivi du site">
      <h1>Suivi du site</h1>
      {state === 'locked' && <TokenForm actor={actor} refused={refused} />}
      {state === 'loading' && <p>Chargement…</p>}
      {state === 'failed' && (
        <p role="alert">
          Le suivi est indisponible.{' '}
          <button type="button" onClick={() => actor.send({ type: 'reload' })}>
            Réessayer
          </button>
        </p>
      )}
      {overview && typeof state === 'object' && (
        <>
          <OperatorTables
            overview={overview}
            onReplay={(sessionId) => actor.send({ type: 'replay', sessionId })}
          />
          {events && <SessionReplay events={events} />}
        </>
      )}
    </section>,
    document.body,
  );
}

/** /admin/monitoring. */
export const monitoringLazyRoute = createLazyRoute('/admin/monitoring')({
  component: MonitoringPage,
});
