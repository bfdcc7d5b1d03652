/** Progress of one stage: a bar with counts and ETA, redrawn in place on a terminal. */
export interface Progress {
  /** Names the current step of the stage ("reading PBF", "writing z14"…). */
  phase(label: string, total?: number, unit?: string): void;
  /** Sets the absolute count done (and optionally the total). */
  set(done: number, total?: number): void;
  /** Adds to the count done. */
  tick(n?: number): void;
  /** Prints a line above the bar. */
  log(message: string): void;
  /** Ends the bar. */
  done(message?: string): void;
}

/** Options of a terminal progress bar. */
export interface ProgressOptions {
  stage: string;
  stream?: NodeJS.WriteStream;
  /** Minimum delay between two redraws, in ms. */
  intervalMs?: number;
  now?: () => number;
}

const BAR_WIDTH = 24;

/** Formats seconds as m:ss or h:mm:ss. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '--:--';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** Renders one line of a progress bar (pure, for tests). */
export function renderBar(options: {
  stage: string;
  phase: string;
  done: number;
  total: number | undefined;
  unit: string;
  elapsedSeconds: number;
}): string {
  const { stage, phase, done, total, unit, elapsedSeconds } = options;
  const count = `${done.toLocaleString('en-US')}${total ? `/${total.toLocaleString('en-US')}` : ''} ${unit}`;
  if (!total) return `${stage.padEnd(8)} ${phase} · ${count} · ${formatDuration(elapsedSeconds)}`;
  const ratio = Math.max(0, Math.min(1, done / total));
  const filled = Math.round(ratio * BAR_WIDTH);
  const bar = '█'.repeat(filled) + '░'.repeat(BAR_WIDTH - filled);
  const eta = ratio > 0 ? (elapsedSeconds / ratio) * (1 - ratio) : Number.NaN;
  const pct = `${Math.floor(ratio * 100)}`.padStart(3);
  return `${stage.padEnd(8)} ${bar} ${pct}% ${count} · ETA ${formatDuration(eta)} · ${phase}`;
}

/** Creates a progress bar on stderr (in place on a TTY, throttled lines otherwise). */
export function createProgress(options: ProgressOptions): Progress {
  const stream = options.stream ?? process.stderr;
  const now = options.now ?? Date.now;
  const interval = options.intervalMs ?? (stream.isTTY ? 100 : 2000);
  const tty = Boolean(stream.isTTY);
  let phase = 'starting';
  let unit = 'items';
  let done = 0;
  let total: number | undefined;
  let phaseStart = now();
  let lastDraw = 0;
  let drawn = false;

  const line = (): string =>
    renderBar({ stage: options.stage, phase, done, total, unit, elapsedSeconds: (now() - phaseStart) / 1000 });
  const clear = (): void => {
    if (tty && drawn) stream.write('\r\x1b[2K');
  };
  const draw = (force = false): void => {
    const t = now();
    if (!force && t - lastDraw < interval) return;
    lastDraw = t;
    if (tty) {
      stream.write(`\r\x1b[2K${line().slice(0, (stream.columns || 120) - 1)}`);
      drawn = true;
    } else {
      stream.write(`${line()}\n`);
    }
  };

  return {
    phase(label, newTotal, newUnit) {
      phase = label;
      total = newTotal;
      if (newUnit) unit = newUnit;
      done = 0;
      phaseStart = now();
      draw(true);
    },
    set(value, newTotal) {
      done = value;
      if (newTotal !== undefined) total = newTotal;
      draw();
    },
    tick(n = 1) {
      done += n;
      draw();
    },
    log(message) {
      clear();
      stream.write(`${options.stage.padEnd(8)} ${message}\n`);
      drawn = false;
      draw(true);
    },
    done(message) {
      clear();
      drawn = false;
      if (message) stream.write(`${options.stage.padEnd(8)} ${message}\n`);
    },
  };
}

/** A progress that prints nothing (tests). */
export const silentProgress: Progress = {
  phase: () => undefined,
  set: () => undefined,
  tick: () => undefined,
  log: () => undefined,
  done: () => undefined,
};
