/**
 * Messages of the account overlay, favourites and travel preferences (issue 13; spec 001 §8 for
 * the favourite and preference failures), in fr-FR (the source) and fr-BE; en-GB and nl-BE are in
 * en-gb/ and nl-be/ with exactly these keys and placeholders.
 */

/** fr-FR (source). */
export const accountFrFR = {
  'account.title': 'Mon compte',
  'account.close': 'Fermer la fenêtre du compte',
  'account.signin.title': 'Se connecter',
  'account.signup.title': 'Créer un compte',
  'account.email': 'Adresse e-mail',
  'account.password': 'Mot de passe',
  'account.password.hint': '12 caractères au moins.',
  'account.email.invalid':
    'Cette adresse e-mail n’est pas valide : vérifiez-la (elle s’écrit comme nom@exemple.fr).',
  'account.invalid': 'Un champ du formulaire n’est pas valide : vérifiez-le puis réessayez.',
  'account.name': 'Prénom ou pseudo (facultatif)',
  'account.signin': 'Se connecter',
  'account.signup': 'Créer mon compte',
  'account.toSignup': 'Pas encore de compte ? Créer un compte',
  'account.toSignin': "J'ai déjà un compte : me connecter",
  'account.forgot': 'Mot de passe oublié ?',
  'account.reset.title': 'Mot de passe oublié',
  'account.reset.ask': 'Recevoir un lien',
  'account.reset.sent':
    'Si un compte existe pour cette adresse, un lien pour choisir un nouveau mot de passe vient de lui être envoyé.',
  'account.reset.new': 'Nouveau mot de passe',
  'account.reset.save': 'Enregistrer le mot de passe',
  'account.reset.done': 'Mot de passe changé : connectez-vous avec le nouveau.',
  'account.reset.back': 'Retour à la connexion',
  'account.busy': 'Un instant…',
  'account.hello': 'Bonjour {name}',
  'account.signout': 'Se déconnecter',
  'account.expired': 'Votre session a expiré, veuillez vous reconnecter.',
  'account.unreachable': 'Votre compte est injoignable pour le moment.',
  'account.retry': 'Réessayer',
  'account.export': 'Télécharger mes données',
  'account.delete': 'Supprimer mon compte',
  'account.delete.confirm': 'Confirmez avec votre mot de passe : tout sera effacé.',
  'account.delete.submit': 'Supprimer définitivement',
  'account.deleted': 'Votre compte et toutes ses données ont été supprimés.',
  'account.export.ready': 'Enregistrer le fichier de mes données',
  'account.favorites.title': 'Mes lieux favoris',
  'account.favorites.empty':
    'Aucun favori : ajoutez-en depuis une adresse, un lieu ou la fiche d’un établissement.',
  'account.favorites.home': 'Maison',
  'account.favorites.work': 'Travail',
  'account.favorites.other': 'Favori',
  'account.favorites.unset': 'Non renseigné',
  'account.favorites.rename': 'Renommer',
  'account.favorites.renameLabel': 'Nom du lieu',
  'account.favorites.renameSave': 'Enregistrer',
  'account.favorites.renameCancel': 'Annuler',
  'account.favorites.delete': 'Supprimer {label} des favoris',
  'account.favorites.deleted': '« {label} » a été retiré de vos favoris.',
  'account.favorites.undo': 'Annuler',
  'account.favorites.undoLabel': 'Remettre « {label} » dans vos favoris',
  'account.favorites.undoDismiss': 'Fermer',
  'account.favorites.count': '{count} sur {max} possibles',
  'account.favorites.homeToWork': 'Maison → Travail',
  'account.favorites.loadFailed': 'Une erreur est survenue lors du chargement des favoris.',
  'account.favorites.addOtherFailed': "Une erreur est survenue lors de l'ajout d'un autre favori.",
  'account.favorites.addHomeFailed':
    "Une erreur est survenue lors de l'ajout d'un favori maison/boulot.",
  'account.favorites.deleteFailed': 'Une erreur est survenue lors de la suppression d’un favori.',
  'account.favorites.duplicate': 'Ce lieu a déjà été ajouté à vos favoris.',
  'account.favorites.full':
    'Vous avez atteint la limite de {max} favoris : supprimez-en un d’abord.',
  'account.favorites.noUuid': 'Ce favori ne peut pas être modifié : il n’a pas d’identifiant.',
  'account.favorites.addAs': 'Ajouter {label} comme',
  'account.favorites.asHome': 'Maison',
  'account.favorites.asWork': 'Travail',
  'account.favorites.asOther': 'Autre favori',
  'account.favorites.added': 'Ajouté à vos favoris',
  'account.favorites.signInFirst': 'Connectez-vous pour garder vos lieux favoris.',
  'account.preferences.title': 'Mes options de déplacement',
  'account.preferences.critAir': 'Vignette Crit’Air de la voiture',
  'account.preferences.critAirNone': 'Non renseignée',
  'account.preferences.favoriteMode': 'Mode de déplacement préféré',
  'account.preferences.favoriteModeNone': 'Aucun',
  'account.preferences.optionsOf': 'Réglages de chaque mode :',
  'account.preferences.saving': 'Enregistrement…',
  'account.prompt.title': 'Vos lieux en un geste',
  'account.prompt.text':
    'Enregistrez votre domicile et votre travail : ils viennent en tête de chaque recherche.',
  'account.prompt.open': 'Gérer mes favoris',
  'account.prompt.later': 'Plus tard',
  'account.preferences.saved': 'Options enregistrées',
  'account.preferences.loadFailed':
    'Une erreur est survenue lors du chargement des options de déplacement.',
  'account.preferences.saveFailed':
    'Une erreur est survenue lors de la sauvegarde des options de déplacement.',
} as const;

/** fr-BE: the same texts. */
export const accountFrBE: Readonly<Record<keyof typeof accountFrFR, string>> = { ...accountFrFR };
