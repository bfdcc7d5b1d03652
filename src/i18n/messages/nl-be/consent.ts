/** Messages of the consent preferences dialog in nl-BE. */
import type { ConsentMessageKey } from '../consent';

/** nl-BE. */
export const consentNlBE: Readonly<Record<ConsentMessageKey, string>> = {
  'consent.dialog.title': 'Mijn keuzes beheren',
  'consent.dialog.intro':
    'Elk doel en elke partner wordt apart ingeschakeld. Wat geweigerd is, draait niet en de cookies ervan worden verwijderd.',
  'consent.dialog.purposes': 'Doeleinden',
  'consent.dialog.adPurposes': 'Binnen reclame',
  'consent.dialog.vendors': 'Partners',
  'consent.dialog.save': 'Mijn keuzes opslaan',
  'consent.dialog.close': 'Sluiten',
  'consent.dialog.vendorPurposes': 'Voor: {purposes}',
  'consent.dialog.vendorCookies': 'Cookies: {cookies}',
  'consent.dialog.noCookie': 'geen cookie',
  'consent.dialog.notConfigured': 'Er is geen partner van dit type aangesloten: er draait niets.',
  'consent.vendor.analytics': 'Périple — bezoekersmeting',
  'consent.vendor.page-measurement': 'Périple — paginameting',
  'consent.vendor.error-monitor': 'Périple — foutopvolging',
  'consent.vendor.ad-partner-1': 'Reclamepartner 1',
  'consent.vendor.ad-partner-2': 'Reclamepartner 2',
  'consent.vendor.operator': 'Site-uitbater',
  'consent.vendor.booking-partner': 'Boekingspartner',
  'consent.purpose.storage': 'Opslag in de browser',
  'consent.purpose.storage.text':
    'Uw recente zoekopdrachten, quizscores en aantal bezoeken van pagina tot pagina bewaren. De taal die u kiest en uw aanmelding bij uw account worden zonder deze toestemming bewaard: u hebt erom gevraagd.',
  'consent.purpose.tracking': 'Bezoekersmeting',
  'consent.purpose.tracking.text':
    'Bekeken pagina’s tellen en hun snelheid meten, zonder u op andere sites te volgen.',
  'consent.purpose.error-monitoring': 'Foutopvolging',
  'consent.purpose.error-monitoring.text':
    'De fouten van de toepassing naar Périple sturen om ze te verhelpen.',
  'consent.purpose.ads': 'Reclame',
  'consent.purpose.ads.text': 'Reclameplaatsen tonen.',
  'consent.purpose.native_advertising': 'Gesponsorde inhoud',
  'consent.purpose.native_advertising.text':
    'Gesponsorde blokken en links tussen de resultaten tonen.',
  'consent.purpose.send_keywords': 'Zoekwoorden aan adverteerders',
  'consent.purpose.send_keywords.text':
    'Uw zoekwoorden aan de reclamepartners doorgeven om advertenties te kiezen.',
  'consent.purpose.push_notifications': 'Meldingen',
  'consent.purpose.push_notifications.text':
    'De meldingen van de browser voorstellen (de toestemming wordt daarna gevraagd).',
  'consent.purpose.booking': 'Logies boeken',
  'consent.purpose.booking.text': 'Logies van een boekingspartner voorstellen, met uw data.',
  'consent.purpose.basic_ads': 'Basisreclame',
  'consent.purpose.basic_ads.text': 'Advertenties gekozen volgens de pagina, zonder profiel van u.',
  'consent.purpose.ads_profile': 'Reclameprofiel',
  'consent.purpose.ads_profile.text': 'Een profiel van uw interesses voor reclame opbouwen.',
  'consent.purpose.personalised_ads': 'Gepersonaliseerde reclame',
  'consent.purpose.personalised_ads.text': 'Advertenties kiezen volgens dat profiel.',
  'consent.purpose.ad_performance': 'Reclamemeting',
  'consent.purpose.ad_performance.text': 'De vertoningen en kliks van advertenties tellen.',
};
