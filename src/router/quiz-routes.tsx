/**
 * Routes of the city quiz (spec 001 §2): /quiz, /quiz/villes, /quiz/villes/region/{location} and
 * /quiz/villes/departement/{location}. Their screens load lazily (src/views/quiz/).
 */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './router';
import { withScreenMessages } from '../i18n/translate';

const pages = withScreenMessages(() => import('../views/quiz/quiz-pages'));
const parent = () => rootRoute;

/** The routes under the root route (called by router.tsx once it is defined). */
export function createQuizRoutes() {
  return [
    createRoute({ getParentRoute: parent, path: '/quiz' }).lazy(() =>
      pages().then((m) => m.quizHomeLazyRoute),
    ),
    createRoute({ getParentRoute: parent, path: '/quiz/villes' }).lazy(() =>
      pages().then((m) => m.quizFranceLazyRoute),
    ),
    createRoute({ getParentRoute: parent, path: '/quiz/villes/region/$location' }).lazy(() =>
      pages().then((m) => m.quizRegionLazyRoute),
    ),
    createRoute({ getParentRoute: parent, path: '/quiz/villes/departement/$location' }).lazy(() =>
      pages().then((m) => m.quizDepartmentLazyRoute),
    ),
    // The operator's monitoring page (issue 16), lazy like the quiz.
    createRoute({ getParentRoute: parent, path: '/admin/monitoring' }).lazy(() =>
      import('../views/admin/monitoring-page').then((m) => m.monitoringLazyRoute),
    ),
  ] as const;
}
