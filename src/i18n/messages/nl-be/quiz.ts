/** Messages of the city quiz in nl-BE, with the keys and placeholders of ../quiz.ts. */
import type { quizFrFR } from '../quiz';

/** nl-BE. */
export const quizNlBE: Readonly<Record<keyof typeof quizFrFR, string>> = {
  'quiz.intro':
    'Plaats steden op een blinde kaart: hoe dichter uw punt bij de stad, hoe meer punten.',
  'quiz.france': 'Heel Frankrijk',
  'quiz.regions': 'Per regio',
  'quiz.departments': 'Per departement',
  'quiz.level': 'Niveau',
  'quiz.level.2': 'Makkelijk',
  'quiz.level.4': 'Gemiddeld',
  'quiz.level.8': 'Moeilijk',
  'quiz.level.12': 'Expert',
  'quiz.levelHint': 'De steden worden gekozen uit de {pool} grootste van het gespeelde gebied.',
  'quiz.rules':
    'Punten: tot {max} volgens de afstand (niets vanaf {distance} km), {bonus} bonuspunten binnen {bonusDistance} km.',
  'quiz.challenge': 'Uitdaging van de dag',
  'quiz.play': 'Spelen',
  'quiz.round': 'Stad {round} van {rounds}',
  'quiz.score': 'Score: {score}',
  'quiz.place': 'Plaats',
  'quiz.keyboard':
    'Met het toetsenbord: selecteer de kaart, verschuif ze met de pijltjes onder het kruis en druk op Enter.',
  'quiz.answer': '{city}: op {distance} km, {points} punten',
  'quiz.bonus': 'Bonus! ',
  'quiz.previous': 'Vorige stad',
  'quiz.loading': 'Steden laden…',
  'quiz.retry': 'Opnieuw proberen',
  'quiz.over': 'Spel afgelopen: {total} punten',
  'quiz.legend': 'Op de kaart',
  'quiz.legend.guess': 'Jouw antwoorden',
  'quiz.legend.success': 'Steden gevonden binnen {km} km (bonus)',
  'quiz.legend.answer': 'Te vinden steden',
  'quiz.best': 'Beste score hier: {best}',
  'quiz.newBest': 'Nieuwe beste score!',
  'quiz.records': 'Uw beste scores op dit niveau',
  'quiz.recordsAccount': 'Bewaard in uw account.',
  'quiz.recordsBrowser': 'Bewaard in deze browser; meld u aan om ze overal terug te vinden.',
  'quiz.replay': 'Opnieuw spelen',
  'quiz.share': 'Uitdaging delen',
  'quiz.shareGame': 'Dit spel delen',
  'quiz.shared': 'Link gekopieerd',
  'quiz.other': 'Een ander gebied kiezen',
  'quiz.unknownArea': 'Dit gebied zit niet in de quiz. Kies er een uit de lijst.',
  'quiz.km': '{distance} km',
  'quiz.mapNote':
    'De blinde kaart toont kustlijnen en landsgrenzen. Rivieren, wegen en de grenzen van regio’s en departementen staan er niet op: er is geen open nationale bron voor ingeladen.',
};
