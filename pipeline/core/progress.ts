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

/** A progress bar on a stream: redrawn in place on a TTY, throttled lines otherwise. */
class TerminalProgress implements Progress {
  private readonly stream: NodeJS.WriteStream;
  private readonly now: () => number;
  private readonly interval: number;
  private readonly tty: boolean;
  private label = 'starting';
  private unit = 'items';
  private count = 0;
  private total: number | undefined;
  private phaseStart: number;
  private lastDraw = 0;
  private drawn = false;

  constructor(private readonly options: ProgressOptions) {
    this.stream = options.stream ?? process.stderr;
    this.now = options.now ?? Date.now;
    this.tty = Boolean(this.stream.isTTY);
    this.interval = options.intervalMs ?? (this.tty ? 100 : 2000);
    this.phaseStart = this.now();
  }

  phase(label: string, total?: number, unit?: string): void {
    this.label = label;
    this.total = total;
    if (unit) this.unit = unit;
    this.count = 0;
    this.phaseStart = this.now();
    this.draw(true);
  }

  set(done: number, total?: number): void {
    this.count = done;
    if (total !== undefined) this.total = total;
    this.draw();
  }

  tick(n = 1): void {
    this.count += n;
    this.draw();
  }

  log(message: string): void {
    this.clear();
    this.stream.write(`${this.options.stage.padEnd(8)} ${message}\n`);
    this.draw(true);
  }

  done(message?: string): void {
    this.clear();
    if (message) this.stream.write(`${this.options.stage.padEnd(8)} ${message}\n`);
  }

  private line(): string {
    return renderBar({
      stage: this.options.stage,
      phase: this.label,
      done: this.count,
      total: this.total,
      unit: this.unit,
      elapsedSeconds: (this.now() - this.phaseStart) / 1000,
    });
  }

  private clear(): void {
    if (this.tty && this.drawn) this.stream.write('\r\x1b[2K');
    this.drawn = false;
  }

  private draw(force = false): void {
    const t = this.now();
    if (!force && t - this.lastDraw < this.interval) return;
    this.lastDraw = t;
    if (this.tty) {
      this.stream.write(`\r\x1b[2K${this.line().slice(0, (this.stream.columns || 120) - 1)}`);
      this.drawn = true;
    } else {
      this.stream.write(`${this.line()}\n`);
    }
  }
}

/** Creates a progress bar on stderr (in place on a TTY, throttled lines otherwise). */
export function createProgress(options: ProgressOptions): Progress {
  return new TerminalProgress(options);
}

/** A progress that prints nothing (tests). */
export const silentProgress: Progress = {
  phase: () => undefined,
  set: () => undefined,
  tick: () => undefined,
  log: () => undefined,
  done: () => undefined,
};
