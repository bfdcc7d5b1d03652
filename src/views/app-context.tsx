/**
 * React access to the app system: the actors come from context; hooks select what a view
 * needs (views read state and send events, nothing more).
 */
import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { MapConfig } from '../domain/map-config';
import type { Locale } from '../i18n/locales';
import {
  hasMessages,
  loadMessages,
  subscribeMessages,
  translatorOf,
  type Translate,
} from '../i18n/translate';
import type { AppSystem } from '../machines/app-system';
import { effectiveConfig } from '../machines/config-machine';

const AppSystemContext = createContext<AppSystem | null>(null);

/** Provides the app system to the views. */
export function AppSystemProvider(props: { system: AppSystem; children: ReactNode }) {
  return (
    <AppSystemContext.Provider value={props.system}>{props.children}</AppSystemContext.Provider>
  );
}

/** The app system (throws outside the provider). */
export function useAppSystem(): AppSystem {
  const system = useContext(AppSystemContext);
  if (!system) throw new Error('useAppSystem must be used inside <AppSystemProvider>');
  return system;
}

/** The interface locale. */
export function useLocale(): Locale {
  const { locale } = useAppSystem();
  return useSelector(locale, (s) => s.context.locale);
}

/**
 * `t(key, params)` in the interface locale. Its bundle is normally there already (the entry and
 * the locale menu load it first); if not, it loads it, reads fr-FR meanwhile and re-renders once
 * it has arrived.
 */
export function useT(): Translate {
  const locale = useLocale();
  const t = useSyncExternalStore(subscribeMessages, () => translatorOf(locale));
  useEffect(() => {
    if (!hasMessages(locale)) loadMessages(locale).catch(() => undefined);
  }, [locale]);
  return t;
}

/** The map config to show (the server's, or the defaults while it loads or when it failed). */
export function useMapConfig(): MapConfig {
  const { config } = useAppSystem();
  return useSelector(config, (s) => effectiveConfig(s.context));
}
