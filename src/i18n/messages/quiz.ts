/** Messages of the city quiz (issue 14), fr-FR source and fr-BE. */
export const quizFrFR = {
  'quiz.intro':
    'Placez les villes sur une carte muette : plus votre point tombe près de la ville, plus vous marquez de points.',
  'quiz.france': 'France entière',
  'quiz.regions': 'Par région',
  'quiz.departments': 'Par département',
  'quiz.level': 'Niveau',
  'quiz.level.2': 'Facile',
  'quiz.level.4': 'Moyen',
  'quiz.level.8': 'Difficile',
  'quiz.level.12': 'Expert',
  'quiz.levelHint': 'Les villes sont tirées parmi les {pool} plus peuplées de la zone jouée.',
  'quiz.rules':
    'Points : jusqu’à {max} selon la distance (rien à {distance} km ou plus), {bonus} de bonus à {bonusDistance} km ou moins.',
  'quiz.challenge': 'Défi du jour',
  'quiz.play': 'Jouer',
  'quiz.round': 'Ville {round} sur {rounds}',
  'quiz.score': 'Score : {score}',
  'quiz.place': 'Placez',
  'quiz.keyboard':
    'Au clavier : sélectionnez la carte, déplacez-la avec les flèches sous la croix, puis Entrée.',
  'quiz.answer': '{city} : à {distance} km, {points} points',
  'quiz.bonus': 'Bonus ! ',
  'quiz.previous': 'Ville précédente',
  'quiz.loading': 'Chargement des villes…',
  'quiz.retry': 'Réessayer',
  'quiz.over': 'Partie terminée : {total} points',
  'quiz.legend': 'Sur la carte',
  'quiz.legend.guess': 'Vos réponses',
  'quiz.legend.success': 'Villes trouvées à moins de {km} km (bonus)',
  'quiz.legend.answer': 'Villes à trouver',
  'quiz.best': 'Meilleur score ici : {best}',
  'quiz.newBest': 'Nouveau meilleur score !',
  'quiz.records': 'Vos meilleurs scores à ce niveau',
  'quiz.recordsAccount': 'Gardés dans votre compte.',
  'quiz.recordsBrowser': 'Gardés dans ce navigateur ; connectez-vous pour les retrouver partout.',
  'quiz.replay': 'Rejouer',
  'quiz.share': 'Partager le défi',
  'quiz.shareGame': 'Partager cette partie',
  'quiz.shared': 'Lien copié',
  'quiz.other': 'Choisir une autre zone',
  'quiz.unknownArea': 'Cette zone n’existe pas dans le quiz. Choisissez-en une dans la liste.',
  'quiz.km': '{distance} km',
  'quiz.mapNote':
    'La carte muette montre les côtes et les frontières des pays. Rivières, routes et limites des régions et départements n’y sont pas : aucune source nationale ouverte n’est importée pour elles.',
} as const;

/** fr-BE: the same texts. */
export const quizFrBE: Readonly<Record<keyof typeof quizFrFR, string>> = { ...quizFrFR };
