/**
 * The sheet of a POI (/poi/{geoentityId} and the /poi/{id} variants of the lists): name,
 * address, opening status, fuel prices with their date, buttons, then its tabs (infos, horaires,
 * contact) with their blocks; the current tab and block are kept per POI (poi-sheet-machine).
 * A malformed opening_hours value is shown as text, without a status.
 */
import { FavoriteLink } from '../account/favorite-link';
import { ShareButton } from '../share-button';
import { placeLink } from './place-link';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fuelPriceText, type GeoentityPoi, type TabBlock } from '../../domain/geoentity';
import { poiRubricLabel } from '../../domain/poi-catalogue/rubric-labels';
import {
  currentBlocks,
  currentTabOf,
  sheetShowsHotelPrices,
} from '../../machines/poi-sheet-machine';
import { useLocale, useT } from '../app-context';
import { PanoramaLink } from '../panorama/panorama-link';
import { PanelMessage, SearchPanel } from '../search/search-panel';
import { HotelPrices } from './hotel-prices';
import { FuelPriceDay, OpeningStatusBadge, Stars } from './place-card';
import { useDirections } from './poi-list-panel';
import { PoiIcon } from './poi-icon';
import { SponsoredLink } from './sponsored-link';
import { usePoiSystem } from './use-poi';

/** Every fuel of a station with its price and the price's own day (« prix du 10/07/2020 »). */
function Fuels(props: { poi: GeoentityPoi }) {
  const locale = useLocale();
  const { fuels } = props.poi.additionalInfo;
  if (!fuels) return null;
  return (
    <div className="sheet-fuels" data-testid="sheet-fuels">
      <ul>
        {fuels.map((f) => (
          <li key={f.id}>
            <span>{f.label}</span>
            <strong>{fuelPriceText(f, !locale.startsWith('en'))}</strong>
            <FuelPriceDay fuel={f} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Blocks(props: { blocks: TabBlock[]; current: number; onSelect: (index: number) => void }) {
  return (
    <div className="sheet-blocks">
      {props.blocks.map((block, index) => (
        <section
          key={`${block.title}-${index}`}
          className="sheet-block"
          data-current={index === props.current}
        >
          {/* Under the place's name (h1): the next level, for a screen reader's outline. */}
          <h2>
            <button
              type="button"
              aria-expanded={index === props.current}
              onClick={() => props.onSelect(index)}
            >
              {block.title}
            </button>
          </h2>
          <dl>
            {block.context.map((line, i) => (
              <div
                key={`${line.label}-${i}`}
                className="sheet-line"
                aria-current={line.today ? 'date' : undefined}
              >
                {line.label && <dt>{line.label}</dt>}
                <dd>
                  {line.href ? (
                    <a
                      href={line.href}
                      target={line.href.startsWith('http') ? '_blank' : undefined}
                      rel="noreferrer"
                    >
                      {line.value}
                    </a>
                  ) : (
                    line.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

function Tabs() {
  const ps = usePoiSystem();
  const t = useT();
  const context = useSelector(ps.sheet, (s) => s.context);
  const fetching = useSelector(ps.sheet, (s) => s.matches({ shown: 'fetchingTab' }));
  const poi = context.poi!;
  const tab = currentTabOf(context);
  const blocks = currentBlocks(context);
  return (
    <div className="sheet-tabs">
      <div role="tablist" aria-label={t('poi.sheet.tabs')}>
        {poi.tabs.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            data-testid={`tab-${x.id}`}
            aria-selected={x.id === tab?.id}
            onClick={() => ps.sheet.send({ type: 'tab.select', tabId: x.id })}
          >
            {x.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-busy={fetching}>
        {fetching && <PanelMessage>{t('poi.sheet.loading')}</PanelMessage>}
        {blocks && (
          <Blocks
            blocks={blocks}
            current={context.currentBlock[poi.id] ?? 0}
            onSelect={(index) => ps.sheet.send({ type: 'block.select', index })}
          />
        )}
      </div>
    </div>
  );
}

function SheetHead(props: { poi: GeoentityPoi }) {
  const { poi } = props;
  const hours = poi.openingHours;
  const illustration = poi.additionalInfo.illustration?.url;
  return (
    <>
      <div className="poi-sheet-head">
        {illustration ? (
          <img className="poi-sheet-illustration" src={illustration} alt="" loading="lazy" />
        ) : (
          <PoiIcon iconId={poi.rubric.icon} color={poi.rubric.color} size={48} />
        )}
        <div>
          <h1>{poi.name}</h1>
          {poi.addressLabel && <p className="lead">{poi.addressLabel}</p>}
          {poi.brand && poi.brand !== poi.name && <p className="lead">{poi.brand}</p>}
        </div>
      </div>
      <SponsoredLink vde={poi.vde} />
      <p className="poi-sheet-meta">
        <OpeningStatusBadge poi={poi} />
        {hours && !hours.valid && <span data-testid="hours-text">{hours.raw}</span>}
        <Stars rating={poi.additionalInfo.rating} />
      </p>
    </>
  );
}

function SheetBody(props: { poi: GeoentityPoi; onAddStep?: (() => void) | undefined }) {
  const t = useT();
  const directions = useDirections();
  const hotelPrices = useSelector(usePoiSystem().sheet, (s) => sheetShowsHotelPrices(s.context));
  const { poi } = props;
  return (
    <div className="search-panel-body poi-sheet">
      <SheetHead poi={poi} />
      <Fuels poi={poi} />
      <div className="place-card-actions">
        <button
          type="button"
          className="primary-button"
          data-testid="sheet-directions"
          onClick={() => directions(poi)}
        >
          {t('poi.card.directions')}
        </button>
        {props.onAddStep && (
          <button
            type="button"
            className="secondary-button"
            data-testid="sheet-add-step"
            onClick={props.onAddStep}
          >
            {t('poi.card.addStep')}
          </button>
        )}
        <FavoriteLink poi={poi} testId="sheet-favorite" />
        <ShareButton
          label={t('poi.card.share')}
          copied={t('poi.card.shared')}
          href={placeLink(poi.id)}
          testId="sheet-share"
          outlined
        />
      </div>
      <PanoramaLink point={poi.coordinates} />
      <Tabs />
      {hotelPrices && <HotelPrices poiId={poi.id} />}
    </div>
  );
}

/** The sheet panel of a POI; `known` shows a list's POI at once. */
export function PoiSheetPanel(props: {
  id: string;
  known?: GeoentityPoi | undefined;
  onClose: () => void;
  onAddStep?: ((poi: GeoentityPoi) => void) | undefined;
  onShown?: ((poi: GeoentityPoi) => void) | undefined;
}) {
  const ps = usePoiSystem();
  const t = useT();
  const locale = useLocale();
  const state = useSelector(ps.sheet, (s) => s);
  const poi = state.context.poi;
  const { id, known, onShown } = props;
  // The machine opens the sheet unless its POI is this one already.
  useEffect(() => {
    ps.sheet.send({ type: 'sheet.entered', id, known });
  }, [ps, id, known]);
  useEffect(() => {
    if (poi && poi.id === id) onShown?.(poi);
  }, [poi, id, onShown]);
  const error = state.context.error;
  return (
    <SearchPanel
      title={poi ? poiRubricLabel(poi.rubric, locale) : t('poi.sheet.loading')}
      testId="poi-page"
      onClose={props.onClose}
    >
      {state.matches('loading') && <PanelMessage>{t('poi.sheet.loading')}</PanelMessage>}
      {state.matches('notFound') && (
        <PanelMessage role="alert">{t('poi.sheet.notFound')}</PanelMessage>
      )}
      {state.matches('failed') && error && 'messageKey' in error && (
        <PanelMessage role="alert">
          {t('poi.sheet.failed', { reason: t(error.messageKey) })}
        </PanelMessage>
      )}
      {state.matches('shown') && poi && (
        <SheetBody
          poi={poi}
          onAddStep={props.onAddStep ? () => props.onAddStep!(poi) : undefined}
        />
      )}
    </SearchPanel>
  );
}
