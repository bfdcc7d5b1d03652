/**
 * « de » and « à » before a French place name, as French writes them: « d’Aast », « du Havre »,
 * « des Sables-d’Olonne », « au Havre », « aux Mureaux ».
 */
import { foldText } from './search-text/normalise';

/** « de Paris », « d’Orléans », « du Havre », « des Mureaux ». */
export function deLieu(place: string): string {
  if (/^Le /.test(place)) return `du ${place.slice(3)}`;
  if (/^Les /.test(place)) return `des ${place.slice(4)}`;
  return /^[aeiouy]/.test(foldText(place)) ? `d’${place}` : `de ${place}`;
}

/** « à Paris », « au Havre », « aux Mureaux », « à L’Haÿ-les-Roses ». */
export function aLieu(place: string): string {
  if (/^Le /.test(place)) return `au ${place.slice(3)}`;
  if (/^Les /.test(place)) return `aux ${place.slice(4)}`;
  return `à ${place}`;
}
