/**
 * The expense report (…/feuille_de_route/{routeId}/note_de_frais): a printable mileage
 * statement of the selected route (date, steps, vehicle, fuel, consumption and price, fuel cost,
 * estimated tolls, total, CO2), with its sources. The print style sheet shows it alone.
 */
import { localDate } from '../../domain/itinerary/datetime';
import { formatConsumption, formatPricePerLitre, slashDate } from '../../domain/itinerary/format';
import { labelLanguage, type LabelLanguage } from '../../domain/itinerary/providers';
import type { ItineraryRoute, PriceDetails } from '../../domain/itinerary/types';
import type { Translate } from '../../i18n/translate';
import { selectedRoute } from '../../machines/itinerary-logic';
import { useLocale, useT } from '../app-context';
import { ActionIcons } from './itinerary-icons';
import { stepName } from '../../domain/itinerary/step-names';
import { tripOf } from '../../machines/itinerary-trip-url';
import { useItineraryNavigate, useItineraryState } from './use-itinerary';

const frenchDate = (iso: string): string => iso.split('-').reverse().join('/');

/** « 1,229 €/L, prix du 25/08/2020 »: the price the cost was computed with, and its day. */
function fuelPriceLine(t: Translate, d: PriceDetails, lang: LabelLanguage): string {
  const price = formatPricePerLitre(d.pricePerLitre, lang);
  return d.priceDate
    ? `${price}, ${t('itinerary.priceOf', { date: slashDate(d.priceDate) })}`
    : price;
}

function Facts(props: { route: ItineraryRoute; date: string }) {
  const t = useT();
  const lang = labelLanguage(useLocale());
  const steps = useItineraryState((s) => s.context.steps.filter((x) => x.coordinates));
  const d = props.route.prices.details;
  const rows: [string, string][] = [
    [t('itinerary.expense.date'), frenchDate(props.date)],
    [t('itinerary.expense.from'), steps[0]?.label ?? ''],
    ...steps
      .slice(1, -1)
      .map((s, i): [string, string] => [stepName(t, i + 1, steps.length), s.label]),
    [t('itinerary.expense.to'), steps.at(-1)?.label ?? ''],
    [t('itinerary.expense.mode'), props.route.provider.label],
    [t('itinerary.expense.distance'), props.route.length.label],
    [t('itinerary.expense.duration'), props.route.time.label],
    ...(d
      ? ([
          [t('itinerary.expense.vehicle'), d.vehicleLabel],
          [t('itinerary.expense.fuel'), d.fuelLabel],
          [t('itinerary.expense.consumption'), formatConsumption(d.consumption, lang)],
          [t('itinerary.expense.fuelPrice'), fuelPriceLine(t, d, lang)],
        ] as [string, string][])
      : []),
  ];
  return (
    <dl className="expense-facts">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Amounts(props: { route: ItineraryRoute }) {
  const t = useT();
  const { prices } = props.route;
  if (!prices.details) return <p>{t('itinerary.expense.noFuel')}</p>;
  return (
    <table className="expense-table" data-testid="expense-table">
      <thead>
        <tr>
          <th scope="col">{t('itinerary.expense.item')}</th>
          <th scope="col">{t('itinerary.expense.amount')}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>{t('itinerary.expense.fuelCost')}</td>
          <td>{prices.fuel?.label}</td>
        </tr>
        <tr>
          <td>{t('itinerary.expense.tolls')}</td>
          <td>{prices.toll?.label ?? '0,00 €'}</td>
        </tr>
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('itinerary.expense.total')}</th>
          <td>{prices.total.label}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function Notes(props: { route: ItineraryRoute }) {
  const t = useT();
  const d = props.route.prices.details;
  const source = d?.defaultPrice
    ? t('itinerary.expense.priceMedian')
    : t('itinerary.expense.priceUser');
  return (
    <div className="expense-notes">
      <p>
        {t('itinerary.expense.co2')} : {props.route.co2_emissions.label}
      </p>
      {d && <p>{t('itinerary.expense.priceNote', { source })}</p>}
      {d && <p>{t('itinerary.expense.tollNote')}</p>}
      {d && <p>{t('itinerary.expense.scaleNote')}</p>}
      <div className="expense-signature">{t('itinerary.expense.signature')}</div>
      <p className="expense-generated">
        {t('itinerary.expense.generated', { date: frenchDate(localDate(new Date())) })}
      </p>
    </div>
  );
}

/** The expense report screen. */
export function ExpenseReport() {
  const t = useT();
  const go = useItineraryNavigate();
  const context = useItineraryState((s) => s.context);
  const route = selectedRoute(context);
  const trip = tripOf(context);
  if (!route || !trip) return null;
  const date =
    context.timeOptions.when !== 'NOW' && context.timeOptions.date
      ? context.timeOptions.date
      : localDate(new Date());
  const roadbook = {
    mode: route.mode,
    trip,
    provider: route.provider.name,
    routeId: route.routeId,
  };
  return (
    <article className="itinerary-view expense-report" data-testid="expense-report">
      <div className="itinerary-bar no-print">
        <button
          type="button"
          className="text-button"
          onClick={() => go({ screen: 'roadbook', ...roadbook })}
        >
          <ActionIcons.back />
          {t('itinerary.back')}
        </button>
        <button
          type="button"
          className="primary-button"
          data-testid="print"
          onClick={() => window.print()}
        >
          <ActionIcons.print />
          {t('itinerary.expense.print')}
        </button>
      </div>
      <h2>{t('itinerary.expense.title')}</h2>
      <Facts route={route} date={date} />
      <Amounts route={route} />
      <Notes route={route} />
    </article>
  );
}
