/**
 * Messages of the incentive pop-ins (issue 15), fr-FR source and fr-BE. They travel with the
 * pop-ins' lazy chunk (src/i18n/incentive-text.ts), not in the always-loaded fr-FR bundle.
 */
export const incentivesFrFR = {
  'incentive.close': 'Fermer',
  'incentive.later': 'Plus tard',
  'incentive.push.title': 'Autoriser les notifications de Périple ?',
  'incentive.push.text':
    'Votre navigateur vous demandera votre accord. Vous pourrez le retirer à tout moment dans ses réglages.',
  'incentive.push.accept': 'Autoriser les notifications',
  'incentive.account.title': 'Gardez vos lieux et vos options',
  'incentive.account.text':
    'Avec un compte Périple, retrouvez votre domicile, votre travail et vos options de trajet dans tous vos navigateurs.',
  'incentive.account.accept': 'Créer mon compte',
  'incentive.poisOnRoute.title': 'Des lieux sur votre route',
  'incentive.poisOnRoute.text':
    'Stations-service, restaurants, hébergements : voyez ce qui se trouve le long de l’itinéraire choisi.',
  'incentive.poisOnRoute.accept': 'Voir les lieux sur ma route',
};

/** fr-BE: the fr-FR texts. */
export const incentivesFrBE: Readonly<Record<IncentiveMessageKey, string>> = { ...incentivesFrFR };

/** A key of the pop-ins' messages. */
export type IncentiveMessageKey = keyof typeof incentivesFrFR;
