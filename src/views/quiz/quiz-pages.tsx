/**
 * The quiz pages (spec 001 §2): /quiz (choose France, a région or a département, and the level),
 * /quiz/villes, /quiz/villes/region/{location} and /quiz/villes/departement/{location}; an
 * unknown location shows the list to choose from. `?niveau=4` picks the level, `?defi=…` the
 * challenge of a day.
 */
import { createLazyRoute, Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { recordsAt } from '../../domain/quiz/best-scores';
import { quizAreaPath, QUIZ_FRANCE_PATH, type QuizArea } from '../../domain/quiz/quiz';
import { levelPoolSize, QUIZ_LEVELS, type QuizLevel } from '../../domain/quiz/rules';
import type { QuizRequest } from '../../machines/quiz-machine';
import { useLocale, useT } from '../app-context';
import { PanelMessage, SearchPanel } from '../search/search-panel';
import { QuizGame } from './quiz-game';
import { quizSearchOf, today } from './quiz-search';
import { useQuizAreas, useQuizHomeShown, useQuizSystem } from './use-quiz';
import './quiz.css';

function useAreas(): { regions: QuizArea[]; departments: QuizArea[] } | null {
  const qs = useQuizSystem();
  useQuizAreas(qs);
  return useSelector(qs.areas, (s) => (s.value === 'ready' ? s.context.value : null));
}

function LevelChoice(props: { level: QuizLevel; onChange: (level: QuizLevel) => void }) {
  const t = useT();
  return (
    <fieldset className="quiz-levels">
      <legend>{t('quiz.level')}</legend>
      {QUIZ_LEVELS.map((level) => (
        <label key={level} className="option-radio">
          <input
            type="radio"
            name="quiz-level"
            checked={props.level === level}
            onChange={() => props.onChange(level)}
          />
          {t(`quiz.level.${level}`)}
        </label>
      ))}
      <small>{t('quiz.levelHint', { pool: String(levelPoolSize(props.level)) })}</small>
    </fieldset>
  );
}

function AreaPicker(props: { level: QuizLevel }) {
  const t = useT();
  const areas = useAreas();
  const navigate = useNavigate();
  const go = (path: string): void => {
    if (path) void navigate({ to: path, search: { niveau: props.level } });
  };
  if (!areas) return <PanelMessage>{t('quiz.loading')}</PanelMessage>;
  const choice = (label: string, list: QuizArea[], testId: string) => (
    <label className="option-field">
      {label}
      <select data-testid={testId} value="" onChange={(e) => go(e.target.value)}>
        <option value="">—</option>
        {list.map((a) => (
          <option key={a.code} value={quizAreaPath(a)}>
            {a.kind === 'department' ? `${a.code} ${a.name}` : a.name}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <>
      {choice(t('quiz.regions'), areas.regions, 'quiz-region')}
      {choice(t('quiz.departments'), areas.departments, 'quiz-department')}
    </>
  );
}

function Records(props: { level: QuizLevel }) {
  const t = useT();
  const locale = useLocale();
  const qs = useQuizSystem();
  const areas = useAreas();
  const best = useSelector(qs.best, (s) => s.context.best);
  const signedIn = useSelector(qs.best, (s) => s.context.token !== null);
  const records = recordsAt(best, props.level);
  if (records.length === 0) return null;
  const nameOf = (kind: string, code: string | null): string => {
    if (kind === 'france') return t('quiz.france');
    const list = kind === 'region' ? areas?.regions : areas?.departments;
    return list?.find((a) => a.code === code)?.name ?? code ?? '';
  };
  return (
    <section className="quiz-records" data-testid="quiz-records">
      <h3>{t('quiz.records')}</h3>
      <ul>
        {records.map((r) => (
          <li key={`${r.kind}:${r.code ?? ''}`}>
            <span>{nameOf(r.kind, r.code)}</span>
            <span>{r.total.toLocaleString(locale)}</span>
          </li>
        ))}
      </ul>
      <small>{t(signedIn ? 'quiz.recordsAccount' : 'quiz.recordsBrowser')}</small>
    </section>
  );
}

function QuizHome(props: { notice?: string }) {
  const t = useT();
  useQuizHomeShown(useQuizSystem());
  const [level, setLevel] = useState<QuizLevel>(quizSearchOf(useSearch({ strict: false })).level);
  return (
    <SearchPanel title={t('quiz.title')} testId="quiz-home">
      <div className="search-panel-body quiz-panel">
        {props.notice ? <PanelMessage role="alert">{props.notice}</PanelMessage> : null}
        <p>{t('quiz.intro')}</p>
        <LevelChoice level={level} onChange={setLevel} />
        <Link to={QUIZ_FRANCE_PATH} search={{ niveau: level }} className="primary-button">
          {t('quiz.france')}
        </Link>
        <Link
          to={QUIZ_FRANCE_PATH}
          search={{ niveau: level, defi: today() }}
          className="text-button"
        >
          {t('quiz.challenge')}
        </Link>
        <AreaPicker level={level} />
        <Records level={level} />
        <p className="quiz-note">{t('quiz.mapNote')}</p>
      </div>
    </SearchPanel>
  );
}

/** The title of a game: the quiz, the area, the level, and the challenge when it is one. */
function useGameTitle(area: string, level: QuizLevel, challenge: string | null): string {
  const t = useT();
  const title = `${t('quiz.title')} · ${area} · ${t(`quiz.level.${level}`)}`;
  return challenge ? `${title} · ${t('quiz.challenge')}` : title;
}

function FranceGame() {
  const t = useT();
  const { level, challenge, game } = quizSearchOf(useSearch({ strict: false }));
  const request = useMemo<QuizRequest>(
    () => ({ kind: 'france', code: null, level, challenge, game }),
    [level, challenge, game],
  );
  const title = useGameTitle(t('quiz.france'), level, challenge);
  return <QuizGame request={request} title={title} path={QUIZ_FRANCE_PATH} />;
}

function AreaGame(props: { kind: 'region' | 'department' }) {
  const t = useT();
  const { location } = useParams({ strict: false });
  const { level, challenge, game } = quizSearchOf(useSearch({ strict: false }));
  const areas = useAreas();
  const list = areas ? (props.kind === 'region' ? areas.regions : areas.departments) : null;
  const area = list?.find((a) => a.slug === location);
  const request = useMemo<QuizRequest | null>(
    () => (area ? { kind: props.kind, code: area.code, level, challenge, game } : null),
    [area, props.kind, level, challenge, game],
  );
  const title = useGameTitle(area?.name ?? '', level, challenge);
  if (!list) return <PanelMessage>{t('quiz.loading')}</PanelMessage>;
  if (!area || !request) return <QuizHome notice={t('quiz.unknownArea')} />;
  return <QuizGame request={request} title={title} path={quizAreaPath(area)} />;
}

/** /quiz. */
export const quizHomeLazyRoute = createLazyRoute('/quiz')({ component: () => <QuizHome /> });
/** /quiz/villes. */
export const quizFranceLazyRoute = createLazyRoute('/quiz/villes')({ component: FranceGame });
/** /quiz/villes/region/{location}. */
export const quizRegionLazyRoute = createLazyRoute('/quiz/villes/region/$location')({
  component: () => <AreaGame kind="region" />,
});
/** /quiz/villes/departement/{location}. */
export const quizDepartmentLazyRoute = createLazyRoute('/quiz/villes/departement/$location')({
  component: () => <AreaGame kind="department" />,
});
