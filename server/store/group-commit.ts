/**
 * Group commit (issue 16's intake): writes that arrive together share one transaction, so one
 * disk flush acknowledges many of them. Each caller's promise resolves only once the group that
 * holds its item is committed (acknowledged = on disk) and rejects with that group's error.
 * While a group is written, new items wait for the next one.
 */

interface Waiting<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** The largest group written in one transaction. */
const MAX_GROUP = 500;

/** A queue of items written in groups by `write` (one transaction per call). */
export class GroupCommit<T> {
  private waiting: Waiting<T>[] = [];
  private busy = false;
  private scheduled = false;

  constructor(private readonly write: (items: readonly T[]) => Promise<void>) {}

  /** Adds an item; resolves when it is committed. */
  add(item: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.busy || this.scheduled) return;
    this.scheduled = true;
    // After the current turn of the event loop: the requests already read join this group.
    setImmediate(() => void this.run());
  }

  private async run(): Promise<void> {
    this.scheduled = false;
    this.busy = true;
    const group = this.waiting.splice(0, MAX_GROUP);
    try {
      await this.write(group.map((w) => w.item));
      for (const w of group) w.resolve();
    } catch (error) {
      for (const w of group) w.reject(error);
    } finally {
      this.busy = false;
      if (this.waiting.length > 0) this.schedule();
    }
  }
}
