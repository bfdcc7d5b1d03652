/** The device-class prompt: after a resize across the breakpoint, offer to reload the page. */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useAppSystem, useT } from './app-context';

/** The prompt (an alert dialog; focus goes to its reload button). */
export function ResizePrompt() {
  const { device } = useAppSystem();
  const t = useT();
  const open = useSelector(device, (s) => s.value === 'prompting');
  const reload = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) reload.current?.focus();
  }, [open]);
  if (!open) return null;
  return (
    <div className="dialog-backdrop">
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-describedby="resize-prompt-text"
        data-testid="resize-prompt"
        onKeyDown={(event) => {
          if (event.key === 'Escape') device.send({ type: 'reload.dismiss' });
        }}
      >
        <p id="resize-prompt-text">{t('device.resizePrompt')}</p>
        <div className="dialog-actions">
          <button
            type="button"
            className="text-button"
            onClick={() => device.send({ type: 'reload.dismiss' })}
          >
            {t('device.dismiss')}
          </button>
          <button
            ref={reload}
            type="button"
            className="primary-button"
            onClick={() => device.send({ type: 'reload.confirm' })}
          >
            {t('device.reload')}
          </button>
        </div>
      </div>
    </div>
  );
}
