/**
 * Messages of the consent preferences dialog (issue 15), fr-FR source and fr-BE. They travel with
 * the dialog's lazy chunk (src/i18n/consent-dialog.ts), not in the always-loaded fr-FR bundle:
 * the consent code of the first screen stays small.
 */
export const consentFrFR = {
  'consent.dialog.title': 'Gérer mes choix',
  'consent.dialog.intro':
    'Chaque finalité et chaque partenaire s’active séparément. Ce qui est refusé ne s’exécute pas et ses cookies sont supprimés.',
  'consent.dialog.purposes': 'Finalités',
  'consent.dialog.adPurposes': 'Dans la publicité',
  'consent.dialog.vendors': 'Partenaires',
  'consent.dialog.save': 'Enregistrer mes choix',
  'consent.dialog.close': 'Fermer',
  'consent.dialog.vendorPurposes': 'Pour : {purposes}',
  'consent.dialog.vendorCookies': 'Cookies : {cookies}',
  'consent.dialog.noCookie': 'aucun cookie',
  'consent.dialog.notConfigured': 'Aucun partenaire de ce type n’est branché : rien ne s’exécute.',
  'consent.vendor.analytics': 'Périple — mesure d’audience',
  'consent.vendor.page-measurement': 'Périple — mesure des pages',
  'consent.vendor.error-monitor': 'Périple — suivi des erreurs',
  'consent.vendor.ad-partner-1': 'Partenaire publicitaire 1',
  'consent.vendor.ad-partner-2': 'Partenaire publicitaire 2',
  'consent.vendor.operator': 'Opérateur du site',
  'consent.vendor.booking-partner': 'Partenaire de réservation',
  'consent.purpose.storage': 'Stockage dans le navigateur',
  'consent.purpose.storage.text':
    'Garder vos recherches récentes, vos scores du quiz et le nombre de vos visites d’une page à l’autre. La langue que vous choisissez et la connexion à votre compte restent gardées sans ce consentement : vous les avez demandées.',
  'consent.purpose.tracking': 'Mesure d’audience',
  'consent.purpose.tracking.text':
    'Compter les pages vues et mesurer leur vitesse, sans vous suivre sur d’autres sites.',
  'consent.purpose.error-monitoring': 'Suivi des erreurs',
  'consent.purpose.error-monitoring.text':
    'Envoyer à Périple les erreurs de l’application pour les corriger.',
  'consent.purpose.ads': 'Publicité',
  'consent.purpose.ads.text': 'Afficher des emplacements publicitaires.',
  'consent.purpose.native_advertising': 'Contenus sponsorisés',
  'consent.purpose.native_advertising.text':
    'Afficher des blocs et liens sponsorisés parmi les résultats.',
  'consent.purpose.send_keywords': 'Mots-clés aux annonceurs',
  'consent.purpose.send_keywords.text':
    'Transmettre vos mots de recherche aux partenaires publicitaires pour choisir les annonces.',
  'consent.purpose.push_notifications': 'Notifications',
  'consent.purpose.push_notifications.text':
    'Vous proposer les notifications du navigateur (la permission vous est ensuite demandée).',
  'consent.purpose.booking': 'Réservation d’hébergement',
  'consent.purpose.booking.text':
    'Proposer des hébergements d’un partenaire de réservation, avec vos dates.',
  'consent.purpose.basic_ads': 'Publicité de base',
  'consent.purpose.basic_ads.text': 'Des annonces choisies selon la page, sans profil de vous.',
  'consent.purpose.ads_profile': 'Profil publicitaire',
  'consent.purpose.ads_profile.text': 'Créer un profil de vos centres d’intérêt pour la publicité.',
  'consent.purpose.personalised_ads': 'Publicité personnalisée',
  'consent.purpose.personalised_ads.text': 'Choisir les annonces selon ce profil.',
  'consent.purpose.ad_performance': 'Mesure de la publicité',
  'consent.purpose.ad_performance.text': 'Compter les affichages et les clics des annonces.',
} as const;

/** fr-BE: the same texts. */
export const consentFrBE: Readonly<Record<ConsentMessageKey, string>> = { ...consentFrFR };

/** A key of the dialog's messages. */
export type ConsentMessageKey = keyof typeof consentFrFR;
