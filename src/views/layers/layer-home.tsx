/**
 * The home of a layer family (issue 17): what the pages show and where the data comes from, and
 * links to the areas that have data — the zones of the national base for the ZFE, the communes
 * of the imported extracts for the others — with their départements and régions.
 */
import type { LayerFamily } from '../../domain/paths/layer-paths';
import type { AreaRef } from '../../domain/restrictions/api';
import type { CoveredAreas } from '../../domain/restrictions/covered';
import { zoneTitleIn } from '../../domain/restrictions/zfe-notice-words';
import { AreaLink } from './layer-frame';
import { useLayerT } from './use-layer-page';

function AreaList(props: { family: LayerFamily; title: string; areas: AreaRef[]; testId: string }) {
  if (props.areas.length === 0) return null;
  return (
    <section>
      <h2>{props.title}</h2>
      <ul className="layer-area-list" data-testid={props.testId}>
        {props.areas.map((area) => (
          <li key={`${area.kind}-${area.code ?? area.slug}`}>
            <AreaLink family={props.family} area={area} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The home of a family. */
export function LayerHome(props: { family: LayerFamily; covered: CoveredAreas }) {
  const t = useLayerT();
  const { family, covered } = props;
  const zones = family === 'ZFE';
  return (
    <>
      <p className="lead">{t(`layers.intro.${family}`)}</p>
      {zones ? null : (
        <p className="layer-notice" role="note" data-testid="layer-home-scope">
          {t('layers.home.scope')}
        </p>
      )}
      {covered.communes.length === 0 ? (
        <p className="layer-notice">{t('layers.home.empty')}</p>
      ) : (
        <section>
          <h2>{t(zones ? 'layers.home.zones' : 'layers.home.communes')}</h2>
          <ul className="result-list layer-links-list" data-testid="layer-home-communes">
            {covered.communes.map((link) => (
              <li key={link.area.code ?? link.area.slug}>
                <AreaLink family={family} area={link.area} className="result-button">
                  <span>{zones ? zoneTitleIn(link.name, t.lang) : link.name}</span>
                  <span className="line2">
                    {zones
                      ? `${link.area.name}${link.status ? ` · ${t(`layers.status.${link.status}`)}` : ''}`
                      : (link.area.department?.name ?? '')}
                  </span>
                </AreaLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      <AreaList
        family={family}
        title={t('layers.home.departments')}
        areas={covered.departments}
        testId="layer-home-departments"
      />
      <AreaList
        family={family}
        title={t('layers.home.regions')}
        areas={covered.regions}
        testId="layer-home-regions"
      />
    </>
  );
}
