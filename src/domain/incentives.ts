/**
 * Incentive pop-ins (issue 15; spec 001 §3 Incentive state, §9): which one a page may show, and
 * their memory. Push: after more than 2 visits, again 7 days after it was last shown unless
 * accepted, only when the browser can still ask (permission not given nor refused) and push
 * notifications are consented to. User account: after itinerary results, to a visitor who is not
 * signed in, at most once a week. POIs on route: after itinerary results, at most once a week.
 * One pop-in per page view; none before the consent banner is answered (the machine's rules).
 * None to a visitor who refused storage: without a memory, « at most once a week » cannot hold,
 * and the pop-in would come back on every visit.
 */

/** The pop-ins. The spec's survey has no survey to point to in this distribution. */
export type IncentiveKind = 'push' | 'account' | 'poisOnRoute';

/** When a pop-in may show: a page opened, or itinerary results on screen. */
export type IncentiveTrigger = 'page' | 'results';

/** What the browser says of notifications ('unsupported' without the API). */
export type PushPermission = 'default' | 'granted' | 'denied' | 'unsupported';

/** The memory of the pop-ins (spec 001 §3), in ms since the epoch. */
export interface IncentiveMemory {
  push: { accepted: boolean; lastTimeDisplayed: number | null };
  survey: { lastTimeDisplayed: number | null };
  userAccount: { lastTimeDisplayedPopin: number | null };
  poisOnRoute: { lastTimeDisplayed: number | null };
}

/** A pop-in shows again after this long (§9: 7 days). */
export const INCENTIVE_GAP_MS = 7 * 86_400_000;
/** The push pop-in needs more than this many visits (§9). */
export const PUSH_AFTER_VISITS = 2;
/** Where the browser keeps the memory (gated storage). */
export const INCENTIVES_STORAGE_KEY = 'periple.incentives';

/** Nothing shown yet. */
export const EMPTY_MEMORY: IncentiveMemory = {
  push: { accepted: false, lastTimeDisplayed: null },
  survey: { lastTimeDisplayed: null },
  userAccount: { lastTimeDisplayedPopin: null },
  poisOnRoute: { lastTimeDisplayed: null },
};

/** Where a page stands when a pop-in could show. */
export interface IncentiveSituation {
  trigger: IncentiveTrigger;
  now: number;
  visits: number;
  connected: boolean;
  permission: PushPermission;
  /** Push notifications granted in the consent. */
  pushConsent: boolean;
  /** Storage granted in the consent: the browser keeps when each pop-in was shown. */
  remembered: boolean;
}

const due = (last: number | null, now: number): boolean =>
  last === null || now - last >= INCENTIVE_GAP_MS || now < last;

/** The pop-in due in this situation, if any (account before POIs on route). */
export function dueIncentive(
  memory: IncentiveMemory,
  s: IncentiveSituation,
): IncentiveKind | undefined {
  if (!s.remembered) return undefined;
  if (s.trigger === 'page') {
    const push =
      s.pushConsent &&
      s.permission === 'default' &&
      !memory.push.accepted &&
      s.visits > PUSH_AFTER_VISITS &&
      due(memory.push.lastTimeDisplayed, s.now);
    return push ? 'push' : undefined;
  }
  if (!s.connected && due(memory.userAccount.lastTimeDisplayedPopin, s.now)) return 'account';
  return due(memory.poisOnRoute.lastTimeDisplayed, s.now) ? 'poisOnRoute' : undefined;
}

/** The memory once `kind` was shown at `now`. */
export function shownAt(
  memory: IncentiveMemory,
  kind: IncentiveKind,
  now: number,
): IncentiveMemory {
  switch (kind) {
    case 'push':
      return { ...memory, push: { ...memory.push, lastTimeDisplayed: now } };
    case 'account':
      return { ...memory, userAccount: { lastTimeDisplayedPopin: now } };
    default:
      return { ...memory, poisOnRoute: { lastTimeDisplayed: now } };
  }
}

const isTime = (v: unknown): v is number | null =>
  v === null || (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0);
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The memory the browser kept; anything unreadable counts as nothing shown. */
export function parseIncentiveMemory(text: string | null): IncentiveMemory {
  if (!text) return EMPTY_MEMORY;
  try {
    const v: unknown = JSON.parse(text);
    if (!isRecord(v)) return EMPTY_MEMORY;
    const { push, survey, userAccount, poisOnRoute } = v;
    if (!isRecord(push) || !isRecord(survey) || !isRecord(userAccount) || !isRecord(poisOnRoute))
      return EMPTY_MEMORY;
    const times = [
      push.lastTimeDisplayed,
      survey.lastTimeDisplayed,
      userAccount.lastTimeDisplayedPopin,
      poisOnRoute.lastTimeDisplayed,
    ];
    if (typeof push.accepted !== 'boolean' || !times.every(isTime)) return EMPTY_MEMORY;
    const [pushLast, surveyLast, popinLast, routeLast] = times;
    return {
      push: { accepted: push.accepted, lastTimeDisplayed: pushLast ?? null },
      survey: { lastTimeDisplayed: surveyLast ?? null },
      userAccount: { lastTimeDisplayedPopin: popinLast ?? null },
      poisOnRoute: { lastTimeDisplayed: routeLast ?? null },
    };
  } catch {
    return EMPTY_MEMORY;
  }
}
