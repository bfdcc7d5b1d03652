/** The panel of the map's themes: a drawn preview of each, an unavailable one disabled and explained. */
import { useSelector } from '@xstate/react';
import { useLayoutEffect } from 'react';
import type { ThemeInfo } from '../domain/map-config';
import { useAppSystem, useT } from './app-context';
import { CloseIcon } from './icons';
import { ThemePreview } from './theme-preview';

function ThemeButton(props: { theme: ThemeInfo; selected: boolean; onSelect: () => void }) {
  const { theme, selected } = props;
  const noteId = theme.available ? undefined : `theme-note-${theme.id}`;
  return (
    <li>
      <button
        type="button"
        className="theme-button"
        data-testid={`theme-${theme.id}`}
        aria-pressed={selected}
        aria-disabled={!theme.available}
        aria-describedby={noteId}
        title={theme.available ? theme.label : (theme.message ?? theme.label)}
        onClick={props.onSelect}
      >
        <ThemePreview theme={theme.id} />
        <span className="theme-label">{theme.label}</span>
      </button>
    </li>
  );
}

/** The panel; `onClose` adds its close button; `onShown` runs once it is laid out. */
export function ThemePanel(props: { onClose?: () => void; onShown?: () => void }) {
  const { onShown } = props;
  useLayoutEffect(() => onShown?.(), [onShown]);
  const { map } = useAppSystem();
  const t = useT();
  const themes = useSelector(map, (s) => s.context.themes);
  const current = useSelector(map, (s) => s.context.theme);
  const unavailable = themes.filter((theme) => !theme.available);
  return (
    <section className="theme-panel" aria-labelledby="theme-panel-title">
      <header className="panel-header">
        <h2 id="theme-panel-title">{t('map.theme.title')}</h2>
        {props.onClose ? (
          <button
            type="button"
            className="icon-button"
            aria-label={t('map.theme.close')}
            onClick={props.onClose}
          >
            <CloseIcon />
          </button>
        ) : null}
      </header>
      <ul className="theme-list">
        {themes.map((theme) => (
          <ThemeButton
            key={theme.id}
            theme={theme}
            selected={theme.id === current}
            onSelect={() => map.send({ type: 'theme.set', theme: theme.id })}
          />
        ))}
      </ul>
      {unavailable.map((theme) => (
        <p key={theme.id} id={`theme-note-${theme.id}`} className="theme-note">
          {theme.message ?? `${theme.label} · ${t('map.theme.unavailable')}`}
        </p>
      ))}
    </section>
  );
}
