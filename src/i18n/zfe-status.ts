/**
 * The status of a low-emission zone's stage on the day looked at, as the ZFE pages and the ZFE
 * layer's popup both say it: « En vigueur depuis le 1er septembre 2022, jusqu’au 1er septembre
 * 2032. », « Pas encore en vigueur : à partir du … ».
 */
import type { ZfeStageAt } from '../domain/restrictions/zfe';
import { dayIn } from '../domain/restrictions/zfe-notice-words';
import type { LayerTranslate } from './layer-messages';

/** The sentence of `stage`'s status, in `t`'s language. */
export function zfeStatusLine(t: LayerTranslate, stage: ZfeStageAt): string {
  const start = dayIn(stage.start, t.lang);
  const end = stage.end ? dayIn(stage.end, t.lang) : null;
  if (stage.status === 'planned') return t('layers.zfe.notYet', { start });
  if (stage.status === 'expired') return t('layers.zfe.ended', { end: end ?? start });
  return end ? t('layers.zfe.sinceUntil', { start, end }) : t('layers.zfe.since', { start });
}
