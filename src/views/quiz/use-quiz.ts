/** React access to the quiz system (created on first use) and its map layer. */
import { useEffect } from 'react';
import { registerMapExtension } from '../../map/map-extensions';
import { quizLayerExtension } from '../../map/quiz-layer';
import type { QuizRequest } from '../../machines/quiz-machine';
import { quizSystemOf, type QuizSystem } from '../../machines/quiz-system';
import { useAppSystem } from '../app-context';

let unregisterLayer: (() => void) | undefined;

/** The quiz system; a game screen passes its game (`first`), other screens nothing. */
export function useQuizSystem(first: QuizRequest | null = null): QuizSystem {
  const system = quizSystemOf(useAppSystem(), first);
  useEffect(() => {
    unregisterLayer ??= registerMapExtension(quizLayerExtension);
  }, []);
  return system;
}

/** Loads the areas that can be played (once). */
export function useQuizAreas(system: QuizSystem): void {
  useEffect(() => {
    system.areas.send({ type: 'load', key: 'areas', input: 'areas' });
  }, [system]);
}

/** Tells the map that the quiz home is shown, while it is. */
export function useQuizHomeShown(system: QuizSystem): void {
  useEffect(() => {
    system.showHome(true);
    return () => system.showHome(false);
  }, [system]);
}
