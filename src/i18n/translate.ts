/**
 * Translation: `translate(locale, key, params)` and `createTranslator(locale)`. fr-FR (the
 * source) and fr-BE (fr-FR but for a few messages) are there for the first screen; the French
 * messages of the other screens load after it or with the first of them (`loadScreenMessages`,
 * a key reads as itself until then). The messages of nl-BE and
 * en-GB, shell and screens, load on demand (`loadMessages`, one chunk per locale) and read fr-FR
 * until then (the page's shell is written in the visitor's locale by the server meanwhile). Views re-render when
 * they arrive (`subscribeMessages` and `translatorOf`, through useT); the entry loads the starting
 * locale before the first render and the locale menu loads the chosen one before switching, so
 * the texts do not show in fr-FR first. Every bundle, imported statically: bundles.ts (tests).
 */
import { frBEFirst } from './fr-be';
import type { Bundle, MessageKey } from './fr-fr';
import { frFRFirst } from './fr-fr-shell';
import type { Locale } from './locales';

export type { Bundle, MessageKey };

/** Parameters substituted into `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A translate function bound to one locale. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** The messages there so far, by locale. */
const loaded: Record<Locale, Partial<Bundle>> = {
  'fr-FR': frFRFirst,
  'fr-BE': frBEFirst,
  'nl-BE': {},
  'en-GB': {},
};

/** How the screens' messages of a locale load, for the locales that load them on demand. */
const LOADERS: Readonly<Partial<Record<Locale, () => Promise<Partial<Bundle>>>>> = {
  'nl-BE': () => import('./messages/nl-be').then((m) => ({ ...m.nlBEScreens, ...m.nlBEShell })),
  'en-GB': () => import('./messages/en-gb').then((m) => ({ ...m.enGBScreens, ...m.enGBShell })),
};

/** The locales whose messages are all there. */
const complete = new Set<Locale>(['fr-FR', 'fr-BE']);

const loading = new Map<Locale, Promise<void>>();
const listeners = new Set<() => void>();
/** The translator of each locale, replaced when its bundle arrives (see `translatorOf`). */
const translators = new Map<Locale, Translate>();

/** True once every message of `locale` is there (always for fr-FR and fr-BE). */
export function hasMessages(locale: Locale): boolean {
  return complete.has(locale);
}

/**
 * Loads the messages of `locale` once and tells the subscribers; resolves at once when they are
 * there. A failed load rejects and is tried again on the next call (fr-FR texts meanwhile).
 */
export function loadMessages(locale: Locale): Promise<void> {
  const loader = LOADERS[locale];
  if (!loader || hasMessages(locale)) return Promise.resolve();
  let promise = loading.get(locale);
  if (!promise) {
    promise = loader().then(
      (messages) => {
        loaded[locale] = { ...loaded[locale], ...messages };
        complete.add(locale);
        translators.delete(locale);
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, promise);
  }
  return promise;
}

let screens: Promise<void> | null = null;

/**
 * Loads the French messages of the screens past the first one (account, itinerary, quiz,
 * transit) once, and tells the subscribers. Their lazy code awaits it before it shows (see
 * `withScreenMessages`); a failed load is tried again on the next call.
 */
export function loadScreenMessages(): Promise<void> {
  screens ??= import('./messages/fr-screens').then(
    ({ frFRScreens, frBEScreens }) => {
      loaded['fr-FR'] = { ...frFRScreens, ...loaded['fr-FR'] };
      loaded['fr-BE'] = { ...frBEScreens, ...loaded['fr-BE'] };
      translators.clear();
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      screens = null;
      throw error;
    },
  );
  return screens;
}

/** `load`, once the French messages of the screens are there too (for lazy screens' code). */
export function withScreenMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadScreenMessages()]).then(([module]) => module);
}

/** Calls `listener` whenever a bundle arrives; returns the unsubscription. */
export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Replaces each `{name}` of a template by its parameter; unknown names are left as they are. */
export function formatMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** French templates already spaced (a message is translated at every render). */
const spacedTemplates = new Map<string, string>();

/**
 * French spacing of a French template: the space before « : ; ! ? » and after « (and before »)
 * does not break, so a line never starts with a colon or a closing guillemet (« carte muette
 * : plus… » on a narrow panel). The parameters are left as they are.
 */
export function frenchSpacing(template: string): string {
  let spaced = spacedTemplates.get(template);
  if (spaced === undefined) {
    spaced = template.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
    spacedTemplates.set(template, spaced);
  }
  return spaced;
}

/**
 * The message of `key` in `locale` (fr-FR when a bundle lacks it or it is not loaded yet, the key
 * itself when neither has it yet), with its parameters.
 */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const own = loaded[locale][key];
  const template = own ?? loaded['fr-FR'][key] ?? key;
  const french = own === undefined || locale.startsWith('fr');
  return formatMessage(french ? frenchSpacing(template) : template, params);
}

/** A typed `t(key, params)` bound to a locale. */
export function createTranslator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}

/**
 * The translator of `locale`: the same function until the locale's bundle arrives, a new one
 * then, so that React (which compares it) renders again with the loaded messages.
 */
export function translatorOf(locale: Locale): Translate {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale);
    translators.set(locale, translator);
  }
  return translator;
}
