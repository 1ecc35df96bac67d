/**
 * Where the PostgreSQL bus has read the shared event log up to, and which lower ids it has not seen.
 *
 * Ids come from one sequence but concurrent inserts commit in any order: id 7 may become visible
 * after id 8 was read. So when a read jumps past ids it did not see, they are kept as missing and
 * re-read for a grace period; an id still absent then was rolled back (or is far too late) and is
 * given up. Each id is accepted at most once, so nothing is delivered twice.
 */
export class ReadCursor {
  private cursor: number;
  /** Missing id → the time (ms) after which it is given up. */
  private readonly missing = new Map<number, number>();
  private givenUpCount = 0;

  constructor(
    start: number,
    private readonly graceMs: number,
    // A pathological jump (a mass rollback) must not grow memory without bound.
    private readonly maxMissing = 10_000,
    private readonly now: () => number = Date.now,
  ) {
    this.cursor = start;
  }

  get position(): number {
    return this.cursor;
  }

  get givenUp(): number {
    return this.givenUpCount;
  }

  hasMissing(): boolean {
    return this.missing.size > 0;
  }

  /** Missing ids still within their grace period; expired ones are given up here. */
  missingIds(): number[] {
    const now = this.now();
    const ids: number[] = [];
    for (const [id, deadline] of this.missing) {
      if (deadline < now) {
        this.missing.delete(id);
        this.givenUpCount += 1;
      } else {
        ids.push(id);
      }
    }
    return ids;
  }

  /** Records a row read from the log (rows in ascending id order); true when it is new. */
  accept(id: number): boolean {
    if (id > this.cursor) {
      const deadline = this.now() + this.graceMs;
      for (let gap = this.cursor + 1; gap < id && this.missing.size < this.maxMissing; gap += 1) {
        this.missing.set(gap, deadline);
      }
      this.cursor = id;
      return true;
    }
    return this.missing.delete(id);
  }
}
