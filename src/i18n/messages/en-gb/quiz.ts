/** Messages of the city quiz in en-GB, with the keys and placeholders of ../quiz.ts. */
import type { quizFrFR } from '../quiz';

/** en-GB. */
export const quizEnGB: Readonly<Record<keyof typeof quizFrFR, string>> = {
  'quiz.intro':
    'Place towns on a blank map: the closer your mark to the town, the more points you score.',
  'quiz.france': 'All of France',
  'quiz.regions': 'By region',
  'quiz.departments': 'By département',
  'quiz.level': 'Level',
  'quiz.level.2': 'Easy',
  'quiz.level.4': 'Medium',
  'quiz.level.8': 'Hard',
  'quiz.level.12': 'Expert',
  'quiz.levelHint': 'Towns are drawn from the {pool} most populated of the area played.',
  'quiz.rules':
    'Points: up to {max} by distance (none at {distance} km or more), a {bonus}-point bonus within {bonusDistance} km.',
  'quiz.challenge': 'Daily challenge',
  'quiz.play': 'Play',
  'quiz.round': 'Town {round} of {rounds}',
  'quiz.score': 'Score: {score}',
  'quiz.place': 'Place',
  'quiz.keyboard':
    'With the keyboard: select the map, move it under the cross with the arrow keys, then press Enter.',
  'quiz.answer': '{city}: {distance} km away, {points} points',
  'quiz.bonus': 'Bonus! ',
  'quiz.previous': 'Previous town',
  'quiz.loading': 'Loading towns…',
  'quiz.retry': 'Try again',
  'quiz.over': 'Game over: {total} points',
  'quiz.legend': 'On the map',
  'quiz.legend.guess': 'Your guesses',
  'quiz.legend.success': 'Towns found within {km} km (bonus)',
  'quiz.legend.answer': 'Towns to find',
  'quiz.best': 'Best score here: {best}',
  'quiz.newBest': 'New best score!',
  'quiz.records': 'Your best scores at this level',
  'quiz.recordsAccount': 'Kept in your account.',
  'quiz.recordsBrowser': 'Kept in this browser; sign in to find them everywhere.',
  'quiz.replay': 'Play again',
  'quiz.share': 'Share the challenge',
  'quiz.shareGame': 'Share this game',
  'quiz.shared': 'Link copied',
  'quiz.other': 'Choose another area',
  'quiz.unknownArea': 'This area is not in the quiz. Choose one from the list.',
  'quiz.km': '{distance} km',
  'quiz.mapNote':
    'The blank map shows coastlines and national borders. Rivers, roads and the borders of régions and départements are not on it: no open national source for them is imported.',
};
