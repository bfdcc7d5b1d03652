/**
 * The cycle-path page of an area (issue 17): km of facilities per category of the national
 * schema and the total, beside the département's for a commune (a table with bars), and where
 * the figures come from — OSM detail exists only where an extract is imported, said plainly.
 */
import type { CycleSummary, CyclingAnswer } from '../../domain/restrictions/api';
import { CYCLE_CATEGORY_LABELS } from '../../domain/restrictions/cycling';
import { useLocale } from '../app-context';
import { useLayerT } from './use-layer-page';

function useKm(): (km: number) => string {
  const locale = useLocale();
  return (km) => km.toLocaleString(locale, { maximumFractionDigits: 2 });
}

function Bar(props: { value: number; max: number; tone?: 'area' | 'department' }) {
  const width = props.max > 0 ? Math.max(2, Math.round((props.value / props.max) * 100)) : 0;
  return (
    <span className={`layer-bar layer-bar--${props.tone ?? 'area'}`} aria-hidden="true">
      <span style={{ width: `${width}%` }} />
    </span>
  );
}

function Lengths(props: { answer: CyclingAnswer }) {
  const t = useLayerT();
  const km = useKm();
  const { answer } = props;
  const department = answer.comparison;
  const kmIn = (summary: CycleSummary, category: string): number =>
    summary.lengths.find((l) => l.category === category)?.km ?? 0;
  const max = Math.max(...answer.lengths.map((l) => l.km), 0);
  return (
    <table className="layer-table" data-testid="cycling-lengths">
      <caption>{t('layers.cycling.lengths', { name: answer.area.name })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('layers.cycling.category')}</th>
          <th scope="col">{answer.area.name}</th>
          {department ? <th scope="col">{department.area.name}</th> : null}
        </tr>
      </thead>
      <tbody>
        {answer.lengths.map((l) => (
          <tr key={l.category} data-category={l.category}>
            <th scope="row">
              {CYCLE_CATEGORY_LABELS[l.category]}
              <Bar value={l.km} max={max} />
            </th>
            <td>{km(l.km)} km</td>
            {department ? <td>{km(kmIn(department, l.category))} km</td> : null}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('layers.cycling.totalRow')}</th>
          <td>{km(answer.totalKm)} km</td>
          {department ? <td>{km(department.totalKm)} km</td> : null}
        </tr>
      </tfoot>
    </table>
  );
}

function Comparison(props: { answer: CyclingAnswer }) {
  const t = useLayerT();
  const km = useKm();
  const locale = useLocale();
  const { answer } = props;
  const department = answer.comparison;
  if (!department || department.totalKm <= 0) return null;
  const share = Math.round((answer.totalKm / department.totalKm) * 100);
  return (
    <section className="layer-comparison" data-testid="cycling-comparison">
      <h2>{t('layers.cycling.comparison')}</h2>
      <p>
        {t('layers.cycling.share', {
          name: answer.area.name,
          share: share.toLocaleString(locale),
          department: department.area.name,
        })}
      </p>
      <dl className="layer-bars">
        <dt>{answer.area.name}</dt>
        <dd>
          <Bar value={answer.totalKm} max={department.totalKm} />
          {km(answer.totalKm)} km
        </dd>
        <dt>{department.area.name}</dt>
        <dd>
          <Bar value={department.totalKm} max={department.totalKm} tone="department" />
          {km(department.totalKm)} km
        </dd>
      </dl>
    </section>
  );
}

/** The cycle-path page of an area. */
export function CyclingPanel(props: { answer: CyclingAnswer }) {
  const t = useLayerT();
  const km = useKm();
  const { answer } = props;
  const name = answer.area.name;
  const sources = answer.sources.map((s) => (s === 'osm' ? t('layers.cycling.osm') : s));
  return (
    <>
      <p className="layer-total" data-testid="cycling-total">
        {t('layers.cycling.total', { km: km(answer.totalKm) })}
      </p>
      {answer.covered ? null : (
        <p className="layer-notice" role="note" data-testid="cycling-uncovered">
          {t('layers.cycling.uncovered', { name })}
        </p>
      )}
      {answer.lengths.length > 0 ? (
        <Lengths answer={answer} />
      ) : answer.covered ? (
        <p>{t('layers.cycling.none', { name })}</p>
      ) : null}
      <Comparison answer={answer} />
      <p className="layer-source">
        {t('layers.cycling.sources', {
          list: (sources.length > 0 ? sources : [t('layers.cycling.osm')]).join(', '),
        })}
      </p>
    </>
  );
}
