/**
 * The cycle-path page of an area (issue 17): km of facilities per category of the national
 * schema and the total, beside the département's for a commune (a table with bars), and where
 * the figures come from — OSM detail exists only where an extract is imported, said plainly.
 */
import type { CyclingAnswer } from '../../domain/restrictions/api';
import { useLocale } from '../app-context';
import { CyclingContent } from '../seo/layer-content';
import { useLayerT } from './use-layer-page';

/** The cycle-path page of an area. */
export function CyclingPanel(props: { answer: CyclingAnswer }) {
  return <CyclingContent answer={props.answer} t={useLayerT()} locale={useLocale()} />;
}
