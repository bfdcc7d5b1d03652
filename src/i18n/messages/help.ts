/**
 * The help texts the notices open in the generic modal (`#/modale/{modalId}`, §2): how to allow
 * the location, why the map is slow. fr-FR (the source) and fr-BE; en-GB and nl-BE in en-gb/ and
 * nl-be/. A body's paragraphs are separated by a line break.
 */

/** fr-FR (source). */
export const helpFrFR = {
  'modal.help.aide-localisation.title': 'Autoriser la localisation',
  'modal.help.aide-localisation.body':
    'Votre navigateur ne donne pas votre position à Périple : elle a été refusée pour ce site, ou la localisation est désactivée.\nSur un ordinateur : cliquez sur l’icône à gauche de l’adresse de la page (un cadenas ou des réglages), autorisez « Position » pour ce site, puis rechargez la page.\nSur un téléphone : activez la localisation dans les réglages du téléphone, autorisez-la pour votre navigateur, puis pour ce site.\nVotre position sert à centrer la carte et à calculer un itinéraire depuis « Ma position ». Sans elle, cherchez une adresse, ou touchez ou cliquez sur la carte.',
  'modal.help.aide-carte-lente.title': 'Une carte lente à s’afficher',
  'modal.help.aide-carte-lente.body':
    'Périple dessine la carte avec la puce graphique de l’appareil (WebGL). Votre navigateur ne s’en sert pas, ce qui ralentit la carte.\nActivez l’accélération matérielle dans les réglages du navigateur (Chrome et Edge : Paramètres, Système, « Utiliser l’accélération graphique si disponible » ; Firefox : Paramètres, Général, Performances), puis redémarrez-le.\nSi elle est déjà activée, mettez à jour le navigateur et les pilotes graphiques de l’appareil.',
};

/** fr-BE: the same texts. */
export const helpFrBE: Readonly<Record<keyof typeof helpFrFR, string>> = { ...helpFrFR };
