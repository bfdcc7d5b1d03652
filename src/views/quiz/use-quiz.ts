/** React access to the quiz system (created on first use) and its map layer. */
import { useEffect } from 'react';
import { registerMapExtension } from '../../map/map-extensions';
import { quizLayerExtension } from '../../map/quiz-layer';
import type { QuizRequest } from '../../machines/quiz-machine';
import { quizSystemOf, type QuizSystem } from '../../machines/quiz-system';
import { useAppSystem } from '../app-context';

let unregisterLayer: (() => void) | undefined;

const FRANCE: QuizRequest = { kind: 'france', code: null, level: 2, challenge: null };

/** The quiz system; `first` is the game it starts with when it is created. */
export function useQuizSystem(first: QuizRequest = FRANCE): QuizSystem {
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
