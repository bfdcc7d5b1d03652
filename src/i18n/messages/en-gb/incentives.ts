/** Messages of the incentive pop-ins in en-GB. */
import type { IncentiveMessageKey } from '../incentives';

/** en-GB. */
export const incentivesEnGB: Readonly<Record<IncentiveMessageKey, string>> = {
  'incentive.close': 'Close',
  'incentive.later': 'Later',
  'incentive.push.title': 'Allow notifications from Périple?',
  'incentive.push.text':
    'Your browser will ask for your permission. You can withdraw it at any time in its settings.',
  'incentive.push.accept': 'Allow notifications',
  'incentive.account.title': 'Keep your places and your options',
  'incentive.account.text':
    'With a Périple account, find your home, your work and your travel options in all your browsers.',
  'incentive.account.accept': 'Create my account',
  'incentive.poisOnRoute.title': 'Places along your route',
  'incentive.poisOnRoute.text':
    'Petrol stations, restaurants, places to stay: see what lies along the chosen route.',
  'incentive.poisOnRoute.accept': 'See the places on my route',
};
