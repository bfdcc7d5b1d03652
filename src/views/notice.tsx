/**
 * A readable, dismissible message over the map (status, error or information). A fitted view
 * keeps clear of it (a route's marker B is not framed under the too-slow notice of a phone).
 */
import { useEffect, type ReactNode } from 'react';
import { MAP_OBSTRUCTION_CLASS, MAP_OBSTRUCTION_EVENT } from '../map/panel-padding';
import { useT } from './app-context';
import { CloseIcon, InfoIcon } from './icons';

/** Props of a notice. */
export interface NoticeProps {
  tone: 'info' | 'warning' | 'error';
  title?: string;
  children: ReactNode;
  onDismiss?: () => void;
  /** An action button (retry…). */
  action?: { label: string; onClick: () => void } | undefined;
  testId?: string;
}

/**
 * Tells the map when a card of `MAP_OBSTRUCTION_CLASS` comes and goes: a fitted view is framed
 * again clear of it, the coverage pill moves above it.
 */
export function useMapObstruction(): void {
  useEffect(() => {
    window.dispatchEvent(new Event(MAP_OBSTRUCTION_EVENT));
    return () => {
      window.dispatchEvent(new Event(MAP_OBSTRUCTION_EVENT));
    };
  }, []);
}

/** A notice; errors are announced assertively, the rest politely. */
export function Notice(props: NoticeProps) {
  const t = useT();
  useMapObstruction();
  return (
    <div
      className={`notice notice--${props.tone} ${MAP_OBSTRUCTION_CLASS}`}
      role={props.tone === 'error' ? 'alert' : 'status'}
      data-testid={props.testId}
    >
      <InfoIcon />
      <div className="notice-body">
        {props.title ? <p className="notice-title">{props.title}</p> : null}
        <p>{props.children}</p>
        {props.action ? (
          <button type="button" className="text-button" onClick={props.action.onClick}>
            {props.action.label}
          </button>
        ) : null}
      </div>
      {props.onDismiss ? (
        <button
          type="button"
          className="icon-button"
          aria-label={t('notice.dismiss')}
          onClick={props.onDismiss}
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
