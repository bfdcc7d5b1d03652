/** The help texts of the notices' modal in nl-BE, with exactly the keys of the source (../help.ts). */
import type { helpFrFR } from '../help';

/** nl-BE. */
export const helpNlBE: Readonly<Record<keyof typeof helpFrFR, string>> = {
  'modal.help.aide-localisation.title': 'Uw locatie toestaan',
  'modal.help.aide-localisation.body':
    'Uw browser geeft uw locatie niet aan Périple: ze werd geweigerd voor deze site, of locatie staat uit.\nOp een computer: klik op het pictogram links van het adres van de pagina (een hangslot of instellingen), sta “Locatie” toe voor deze site en laad de pagina opnieuw.\nOp een telefoon: zet locatie aan in de instellingen van de telefoon, sta ze toe voor uw browser en daarna voor deze site.\nUw locatie centreert de kaart en laat een route vertrekken vanaf “Mijn locatie”. Zonder uw locatie kunt u een adres zoeken, of op de kaart tikken of klikken.',
  'modal.help.aide-carte-lente.title': 'Een trage kaart',
  'modal.help.aide-carte-lente.body':
    'Périple tekent de kaart met de grafische chip van het toestel (WebGL). Uw browser gebruikt die niet, waardoor de kaart traag is.\nZet hardwareversnelling aan in de instellingen van de browser (Chrome en Edge: Instellingen, Systeem, “Grafische versnelling gebruiken indien beschikbaar”; Firefox: Instellingen, Algemeen, Prestaties) en start hem opnieuw.\nStaat ze al aan, werk dan de browser en de grafische stuurprogramma’s van het toestel bij.',
};
