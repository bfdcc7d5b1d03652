/**
 * The app shell (root route): header, full-screen map with its floating chrome, the screen of
 * the current route, notices and the resize prompt. The map comes last in the DOM (it is drawn
 * under the overlays by their z-index): the keyboard reaches the header, the search, the mode
 * chips and the panel first, then the map buttons, the map and its attribution links.
 */
import { Outlet } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useAppSystem, useT } from './app-context';
import { Header } from './header';
import { MapControls } from './map-controls';
import { MapView } from './map-view';
import { ModeChips } from './mode-chips';
import { NoticeStack } from './notice-stack';
import { ResizePrompt } from './resize-prompt';
import { SuggestionOverlay } from './search/suggestion-overlay';
import { ThemeSwitcher } from './theme-switcher';

/** The shell. */
export function AppShell() {
  const { device, map } = useAppSystem();
  const t = useT();
  const deviceClass = useSelector(device, (s) => s.context.deviceClass);
  const fullscreen = useSelector(map, (s) => s.context.fullscreen);
  return (
    <div className="app" data-device={deviceClass} data-fullscreen={fullscreen}>
      <Header />
      <main className="app-main" aria-label={t('app.main')}>
        <div className="overlay overlay--top">
          <ModeChips />
          <NoticeStack />
        </div>
        <div className="overlay overlay--side">
          <Outlet />
        </div>
        <MapControls />
        <ThemeSwitcher />
        <MapView />
      </main>
      <SuggestionOverlay />
      <ResizePrompt />
    </div>
  );
}
