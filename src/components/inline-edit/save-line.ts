/**
 * One line of saves per `<hr-inline-edit>`: saves go to the server one at a time, in the order
 * they were made, so the server's last acknowledged value is always the newest the user saved.
 * A save made while another is in flight waits; a newer one replaces a waiting one (only the
 * user's latest value needs to reach the server). The line belongs to the element, not to its
 * React tree: a save outlives the element's removal, and its outcome is handed over when the
 * view listens again (re-attached), in order.
 */

/** What one save came to; `status` 0 when no response arrived. */
export type SaveResult = { ok: true } | { ok: false; status: number; message: string };

export type SaveOutcome =
  | { ok: true; seq: number; id: number; value: string }
  | { ok: false; seq: number; id: number; value: string; status: number; message: string };

interface Job {
  seq: number;
  id: number;
  value: string;
  send: () => Promise<SaveResult>;
}

export class SaveLine {
  #seq = 0;
  #busy = false;
  #waiting: Job | null = null;
  #listener: ((outcome: SaveOutcome) => void) | null = null;
  #undelivered: SaveOutcome[] = [];

  /** Sequence number of the newest save made on this line. */
  get latestSeq(): number {
    return this.#seq;
  }

  /** Queues a save; `send` must settle with a result, never reject. Returns its sequence number. */
  submit(id: number, value: string, send: () => Promise<SaveResult>): number {
    const job = { seq: ++this.#seq, id, value, send };
    if (this.#busy) this.#waiting = job;
    else void this.#run(job);
    return job.seq;
  }

  /** The view listens while it is mounted; outcomes that came while nobody listened arrive first. */
  listen(listener: (outcome: SaveOutcome) => void): () => void {
    this.#listener = listener;
    for (const outcome of this.#undelivered.splice(0)) listener(outcome);
    return () => {
      if (this.#listener === listener) this.#listener = null;
    };
  }

  async #run(job: Job): Promise<void> {
    this.#busy = true;
    const result = await job.send();
    const { seq, id, value } = job;
    this.#deliver(result.ok ? { ok: true, seq, id, value } : { ...result, seq, id, value });
    const next = this.#waiting;
    this.#waiting = null;
    this.#busy = false;
    if (next) void this.#run(next);
  }

  #deliver(outcome: SaveOutcome): void {
    if (this.#listener) this.#listener(outcome);
    else this.#undelivered.push(outcome);
  }
}

const lines = new WeakMap<Element, SaveLine>();

/** The save line of one element, created on first use. */
export function saveLineOf(host: Element): SaveLine {
  let line = lines.get(host);
  if (!line) lines.set(host, (line = new SaveLine()));
  return line;
}
