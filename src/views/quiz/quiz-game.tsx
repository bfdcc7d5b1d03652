/**
 * A game screen (issue 14): the town to place (with its département when the name repeats), the
 * round and the running score, the answer (distance and points, spoken to screen readers), then
 * the end: total, best score, every town with its points, replay and a share link. Confetti on a
 * success, loaded when first needed. The map side is src/map/quiz-layer.ts.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { QuizRequest, QuizRound } from '../../machines/quiz-machine';
import { totalOf } from '../../machines/quiz-machine';
import { bestKey, isNewBest } from '../../domain/quiz/best-scores';
import { CONFETTI_PARTICLES, QUIZ_COLOURS } from '../../domain/quiz/rules';
import { quizShareQuery } from '../../domain/quiz/quiz';
import { today } from './quiz-search';
import { useLocale, useT } from '../app-context';
import { PanelMessage, SearchPanel } from '../search/search-panel';
import { useQuizSystem } from './use-quiz';

/** The confetti's module once loaded (on the first success). */
let fired: { reset: () => void } | undefined;

/**
 * The bonus's confetti, over within the answer's pause (110 frames, under 2 s at 60 frames a
 * second): they never fall on the next town.
 */
async function confetti(): Promise<void> {
  const { default: fire } = await import('canvas-confetti');
  fired = fire;
  await fire({ particleCount: CONFETTI_PARTICLES, spread: 80, origin: { y: 0.6 }, ticks: 110 });
}

/** Clears confetti still falling (a slow screen, the game left). */
function stopConfetti(): void {
  fired?.reset();
}

function cityName(round: QuizRound | undefined): string {
  if (!round) return '';
  const { city } = round;
  return city.homonym ? `${city.name} (${city.departmentName})` : city.name;
}

/**
 * A round's answer: distance and points. `previous`: the last round's, kept under the next town
 * until the next guess (the game moves on after the spec's 2 s, too soon to read it).
 */
function Answer(props: { round: QuizRound; previous?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { answer, city } = props.round;
  if (!answer) return null;
  const distance = answer.distance.toLocaleString(locale, { maximumFractionDigits: 1 });
  return (
    <p
      className={props.previous ? 'quiz-answer quiz-answer--previous' : 'quiz-answer'}
      data-testid={props.previous ? 'quiz-previous' : 'quiz-answer'}
      data-points={answer.points}
    >
      {props.previous ? <span className="quiz-previous-label">{t('quiz.previous')}</span> : null}
      {answer.bonus ? <strong>{t('quiz.bonus')}</strong> : null}
      {t('quiz.answer', {
        city: city.name,
        distance,
        points: answer.points.toLocaleString(locale),
      })}
    </p>
  );
}

function Recap(props: { rounds: QuizRound[] }) {
  const locale = useLocale();
  return (
    <ol className="quiz-recap" data-testid="quiz-recap">
      {props.rounds.map((r) => (
        <li key={r.city.insee}>
          <span>{r.city.name}</span>
          <span>
            {r.answer
              ? `${r.answer.distance.toLocaleString(locale, { maximumFractionDigits: 1 })} km · ${r.answer.points.toLocaleString(locale)}`
              : '—'}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** What the dots of the map mean, in their colours. */
function Legend(props: { bonusKm: number }) {
  const t = useT();
  const items = [
    ['answer', t('quiz.legend.answer')],
    ['success', t('quiz.legend.success', { km: String(props.bonusKm) })],
    ['guess', t('quiz.legend.guess')],
  ] as const;
  return (
    <ul className="quiz-legend" aria-label={t('quiz.legend')} data-testid="quiz-legend">
      {items.map(([kind, text]) => (
        <li key={kind}>
          <span
            className="quiz-dot"
            aria-hidden="true"
            style={{ background: QUIZ_COLOURS[kind] }}
          />
          {text}
        </li>
      ))}
    </ul>
  );
}

function Over(props: { path: string }) {
  const t = useT();
  const locale = useLocale();
  const { game, best: bestActor } = useQuizSystem();
  const rounds = useSelector(game, (s) => s.context.rounds);
  const request = useSelector(game, (s) => s.context.request);
  const code = useSelector(game, (s) => s.context.game);
  const link = `${window.location.origin}${props.path}${quizShareQuery(request, code, today())}`;
  const before = useSelector(game, (s) => s.context.best);
  const key = useSelector(game, (s) => bestKey(s.context.request));
  const now = useSelector(bestActor, (s) => s.context.best[key] ?? null);
  const [copied, setCopied] = useState(false);
  const total = totalOf(rounds);
  const bonusKm = useSelector(game, (s) => s.context.config?.bonusDistance ?? 0);
  const share = (): void => {
    void navigator.clipboard?.writeText(link).then(() => setCopied(true));
  };
  return (
    <div className="quiz-over" data-testid="quiz-over">
      <p className="quiz-total" role="status">
        {t('quiz.over', { total: total.toLocaleString(locale) })}
      </p>
      <p>
        {isNewBest(total, before, now)
          ? t('quiz.newBest')
          : t('quiz.best', { best: (now ?? before ?? total).toLocaleString(locale) })}
      </p>
      <Legend bonusKm={bonusKm} />
      <Recap rounds={rounds} />
      <div className="quiz-actions">
        <button
          type="button"
          className="primary-button"
          onClick={() => game.send({ type: 'replay' })}
        >
          {t('quiz.replay')}
        </button>
        <button type="button" className="text-button" onClick={share}>
          {copied ? t('quiz.shared') : t(request.challenge ? 'quiz.share' : 'quiz.shareGame')}
        </button>
        <a className="text-button" href={link} data-testid="quiz-share-link">
          {link}
        </a>
      </div>
    </div>
  );
}

function Playing() {
  const t = useT();
  const locale = useLocale();
  const { game } = useQuizSystem();
  const index = useSelector(game, (s) => s.context.index);
  const rounds = useSelector(game, (s) => s.context.rounds);
  const answered = useSelector(game, (s) => s.matches({ playing: 'answered' }));
  const round = rounds[index];
  const previous = answered ? undefined : rounds[index - 1];
  return (
    <>
      <p className="quiz-progress">
        <span data-testid="quiz-round">
          {t('quiz.round', { round: String(index + 1), rounds: String(rounds.length) })}
        </span>
        <span data-testid="quiz-score">
          {t('quiz.score', { score: totalOf(rounds).toLocaleString(locale) })}
        </span>
      </p>
      <p className="quiz-city" aria-live="polite">
        {t('quiz.place')} <strong data-testid="quiz-city">{cityName(round)}</strong>
      </p>
      <div aria-live="assertive">{answered && round ? <Answer round={round} /> : null}</div>
      {previous ? <Answer round={previous} previous /> : null}
      <p className="quiz-hint">{t('quiz.keyboard')}</p>
    </>
  );
}

/** Shows the game's map layer while the game is on screen, and its confetti on a bonus. */
function useGameShown(qs: ReturnType<typeof useQuizSystem>): void {
  useEffect(() => {
    qs.show(true);
    const sub = qs.game.on('answered', (e) => {
      if (e.success) void confetti().catch(() => undefined);
      else stopConfetti();
    });
    return () => {
      sub.unsubscribe();
      stopConfetti();
      qs.show(false);
    };
  }, [qs]);
}

/** The game of `request`, titled `title`, played at `path` (its share link's page). */
export function QuizGame(props: { request: QuizRequest; title: string; path: string }) {
  const t = useT();
  const qs = useQuizSystem(props.request);
  const { game } = qs;
  const state = useSelector(game, (s) =>
    s.matches('loading')
      ? 'loading'
      : s.matches('failed')
        ? 'failed'
        : s.matches('over')
          ? 'over'
          : 'playing',
  );
  const error = useSelector(game, (s) => s.context.error);
  useEffect(() => {
    qs.play(props.request);
  }, [qs, props.request]);
  useGameShown(qs);
  return (
    <SearchPanel title={props.title} testId="quiz-game" fit>
      <div className="search-panel-body quiz-panel">
        {state === 'loading' ? <PanelMessage>{t('quiz.loading')}</PanelMessage> : null}
        {state === 'failed' ? (
          <>
            <PanelMessage role="alert">{t(error ?? 'errors.default')}</PanelMessage>
            <button
              type="button"
              className="primary-button"
              onClick={() => game.send({ type: 'retry' })}
            >
              {t('quiz.retry')}
            </button>
          </>
        ) : null}
        {state === 'playing' ? <Playing /> : null}
        {state === 'over' ? <Over path={props.path} /> : null}
      </div>
    </SearchPanel>
  );
}
