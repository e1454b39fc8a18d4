/** What a long-running command reports: how far it is (0..1) and how many items it handled so far. */
export interface ProgressReport {
  /** what is being worked on (a projection, a client): a new label starts a new bar */
  readonly label: string;
  /** 0..1 */
  readonly fraction: number;
  /** items handled since this label started; null when someone else does the work and this command only watches */
  readonly processed: number | null;
  /** what `processed` counts (default 'events') */
  readonly unit?: string;
  /** said instead of the count when processed is null */
  readonly watching?: string;
}

export function rate(items: number, ms: number): string {
  return Math.round(items / Math.max(ms / 1000, 0.001)).toLocaleString('en-US');
}

/**
 * The command line's progress bar, on stderr so stdout stays the command's output: a one-line ANSI bar when the
 * stream is a terminal; a plain line every few seconds otherwise (CI logs, redirected output).
 */
export class ProgressBar {
  private lastLine = 0;
  private drawn = false;
  private current = '';
  private started = Date.now();

  constructor(private readonly out: NodeJS.WriteStream = process.stderr) {}

  update(p: ProgressReport): void {
    if (p.label !== this.current) {
      this.done();
      this.current = p.label;
      this.started = Date.now();
    }
    const percent = (p.fraction * 100).toFixed(1).padStart(5);
    const unit = p.unit ?? 'events';
    const items =
      p.processed === null
        ? (p.watching ?? 'in progress')
        : `${p.processed} ${unit}, ${rate(p.processed, Date.now() - this.started)} ${unit === 'events' ? 'ev' : unit}/s`;
    if (this.out.isTTY) {
      const width = 30;
      const filled = Math.round(p.fraction * width);
      this.out.write(`\r\x1b[2K${p.label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${percent}% ${items}`);
      this.drawn = true;
    } else if (Date.now() - this.lastLine > 2000 || p.fraction === 1) {
      this.lastLine = Date.now();
      this.out.write(`${p.label} ${percent}% ${items}\n`);
    }
  }

  /** Ends the bar's line (call before writing anything else to the same stream). */
  done(): void {
    if (this.drawn) this.out.write('\n');
    this.drawn = false;
  }
}
