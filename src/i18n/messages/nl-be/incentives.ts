/** Messages of the incentive pop-ins in nl-BE. */
import type { IncentiveMessageKey } from '../incentives';

/** nl-BE. */
export const incentivesNlBE: Readonly<Record<IncentiveMessageKey, string>> = {
  'incentive.close': 'Sluiten',
  'incentive.later': 'Later',
  'incentive.push.title': 'Meldingen van Périple toestaan?',
  'incentive.push.text':
    'Uw browser vraagt om uw toestemming. U kunt die op elk moment intrekken in de instellingen.',
  'incentive.push.accept': 'Meldingen toestaan',
  'incentive.account.title': 'Bewaar uw plaatsen en uw opties',
  'incentive.account.text':
    'Met een Périple-account vindt u uw thuis, uw werk en uw reisopties terug in al uw browsers.',
  'incentive.account.accept': 'Mijn account aanmaken',
  'incentive.poisOnRoute.title': 'Plaatsen langs uw route',
  'incentive.poisOnRoute.text':
    'Tankstations, restaurants, logies: bekijk wat er langs de gekozen route ligt.',
  'incentive.poisOnRoute.accept': 'Plaatsen op mijn route bekijken',
};
