/** The operator page's tables (issue 16): vitals percentiles, top errors, recorded sessions. */
import type { OperatorOverview } from '../../services/operator-api';

const when = (ms: number): string =>
  new Date(ms).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'medium' });

function VitalsTable(props: { vitals: OperatorOverview['vitals'] }) {
  return (
    <section aria-labelledby="op-vitals">
      <h2 id="op-vitals">Web Vitals, 7 derniers jours</h2>
      <table data-testid="operator-vitals">
        <thead>
          <tr>
            {['Jour', 'Page', 'Mesure', 'n', 'p50', 'p75', 'p95'].map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.vitals.map((v) => (
            <tr key={`${v.day}${v.page}${v.name}`}>
              {[v.day, v.page, v.name, v.count, v.p50, v.p75, v.p95].map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ErrorList(props: { errors: OperatorOverview['errors'] }) {
  return (
    <section aria-labelledby="op-errors">
      <h2 id="op-errors">Erreurs les plus fréquentes</h2>
      {props.errors.length === 0 ? (
        <p>Aucune erreur reçue.</p>
      ) : (
        <ol data-testid="operator-errors">
          {props.errors.map((e) => (
            <li key={e.message}>
              {e.count} × {e.message} <small>({e.lastPage})</small>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The three tables. */
export function OperatorTables(props: {
  overview: OperatorOverview;
  onReplay: (sessionId: string) => void;
}) {
  const { vitals, errors, sessions } = props.overview;
  return (
    <>
      <VitalsTable vitals={vitals} />
      <ErrorList errors={errors} />
      <section aria-labelledby="op-sessions">
        <h2 id="op-sessions">Sessions enregistrées</h2>
        {sessions.length === 0 ? (
          <p>Aucune session enregistrée (taux d’enregistrement : PERIPLE_REPLAY_SAMPLE_RATE).</p>
        ) : (
          <ul data-testid="operator-sessions">
            {sessions.map((s) => (
              <li key={s.sessionId}>
                {when(s.startedAt)} · {s.events} évènements{' '}
                <button type="button" onClick={() => props.onReplay(s.sessionId)}>
                  Rejouer
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
