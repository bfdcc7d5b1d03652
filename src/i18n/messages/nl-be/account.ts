/**
 * Messages of the account overlay, favourites and travel preferences in nl-BE (Belgian Dutch), with
 * exactly the keys and placeholders of the fr-FR source (../account.ts). A file of its own so that
 * they load on demand, with the nl-BE bundle.
 */
import type { accountFrFR } from '../account';

/** nl-BE. */
export const accountNlBE: Readonly<Record<keyof typeof accountFrFR, string>> = {
  'account.title': 'Mijn account',
  'account.close': 'Accountvenster sluiten',
  'account.signin.title': 'Aanmelden',
  'account.signup.title': 'Een account aanmaken',
  'account.email': 'E-mailadres',
  'account.password': 'Wachtwoord',
  'account.password.hint': 'Minstens 12 tekens.',
  'account.email.invalid':
    'Dit e-mailadres is niet geldig: controleer het (het ziet eruit als naam@voorbeeld.be).',
  'account.invalid':
    'Een veld van het formulier is niet geldig: controleer het en probeer opnieuw.',
  'account.name': 'Voornaam of bijnaam (niet verplicht)',
  'account.signin': 'Aanmelden',
  'account.signup': 'Mijn account aanmaken',
  'account.toSignup': 'Nog geen account? Maak er een aan',
  'account.toSignin': 'Ik heb al een account: aanmelden',
  'account.forgot': 'Wachtwoord vergeten?',
  'account.reset.title': 'Wachtwoord vergeten',
  'account.reset.ask': 'Stuur mij een link',
  'account.reset.sent':
    'Als er een account bestaat voor dit adres, is er zonet een link naartoe gestuurd om een nieuw wachtwoord te kiezen.',
  'account.reset.new': 'Nieuw wachtwoord',
  'account.reset.save': 'Wachtwoord opslaan',
  'account.reset.done': 'Wachtwoord gewijzigd: meld u aan met het nieuwe.',
  'account.reset.back': 'Terug naar aanmelden',
  'account.busy': 'Een ogenblik…',
  'account.hello': 'Dag {name}',
  'account.signout': 'Afmelden',
  'account.expired': 'Uw sessie is verlopen, meld u opnieuw aan.',
  'account.unreachable': 'Uw account is momenteel niet bereikbaar.',
  'account.retry': 'Opnieuw proberen',
  'account.export': 'Mijn gegevens downloaden',
  'account.delete': 'Mijn account verwijderen',
  'account.delete.confirm': 'Bevestig met uw wachtwoord: alles wordt gewist.',
  'account.delete.submit': 'Definitief verwijderen',
  'account.deleted': 'Uw account en al zijn gegevens zijn verwijderd.',
  'account.export.ready': 'Mijn gegevens als bestand opslaan',
  'account.favorites.title': 'Mijn favoriete plaatsen',
  'account.favorites.empty':
    'Nog geen favorieten: voeg er toe vanaf een adres, een plaats of de fiche van een zaak.',
  'account.favorites.home': 'Thuis',
  'account.favorites.work': 'Werk',
  'account.favorites.other': 'Favoriet',
  'account.favorites.unset': 'Niet ingevuld',
  'account.favorites.rename': 'Naam wijzigen',
  'account.favorites.renameLabel': 'Naam van de plaats',
  'account.favorites.renameSave': 'Opslaan',
  'account.favorites.renameCancel': 'Annuleren',
  'account.favorites.delete': '{label} uit de favorieten verwijderen',
  'account.favorites.deleted': '“{label}” is uit de favorieten verwijderd.',
  'account.favorites.undo': 'Ongedaan maken',
  'account.favorites.undoLabel': '“{label}” terugzetten in de favorieten',
  'account.favorites.undoDismiss': 'Sluiten',
  'account.favorites.count': '{count} van {max} toegestaan',
  'account.favorites.homeToWork': 'Thuis → Werk',
  'account.favorites.loadFailed': 'Er is een fout opgetreden bij het laden van de favorieten.',
  'account.favorites.addOtherFailed':
    'Er is een fout opgetreden bij het toevoegen van een andere favoriet.',
  'account.favorites.addHomeFailed':
    'Er is een fout opgetreden bij het toevoegen van een thuis-/werkfavoriet.',
  'account.favorites.deleteFailed':
    'Er is een fout opgetreden bij het verwijderen van een favoriet.',
  'account.favorites.duplicate': 'Deze plaats staat al bij uw favorieten.',
  'account.favorites.full':
    'U hebt de limiet van {max} favorieten bereikt: verwijder er eerst een.',
  'account.favorites.noUuid':
    'Deze favoriet kan niet worden gewijzigd: hij heeft geen identificatiecode.',
  'account.favorites.addAs': '{label} toevoegen als',
  'account.favorites.asHome': 'Thuis',
  'account.favorites.asWork': 'Werk',
  'account.favorites.asOther': 'Andere favoriet',
  'account.favorites.added': 'Toegevoegd aan uw favorieten',
  'account.favorites.signInFirst': 'Meld u aan om uw favoriete plaatsen te bewaren.',
  'account.preferences.title': 'Mijn verplaatsingsopties',
  'account.preferences.critAir': 'Crit’Air-vignet van de auto',
  'account.preferences.critAirNone': 'Niet ingevuld',
  'account.preferences.favoriteMode': 'Favoriete vervoerswijze',
  'account.preferences.favoriteModeNone': 'Geen',
  'account.preferences.optionsOf': 'Instellingen per vervoerswijze:',
  'account.preferences.saving': 'Opslaan…',
  'account.prompt.title': 'Uw plaatsen met één tik',
  'account.prompt.text': 'Sla uw woning en uw werk op: ze staan bovenaan bij elke zoekopdracht.',
  'account.prompt.open': 'Mijn favorieten beheren',
  'account.prompt.later': 'Later',
  'account.preferences.saved': 'Opties opgeslagen',
  'account.preferences.loadFailed':
    'Er is een fout opgetreden bij het laden van de verplaatsingsopties.',
  'account.preferences.saveFailed':
    'Er is een fout opgetreden bij het opslaan van de verplaatsingsopties.',
};
