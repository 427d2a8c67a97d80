import { describe, expect, it } from 'vitest';
import { SaveLine, saveLineOf, type SaveOutcome, type SaveResult } from '../../../src/components/inline-edit/save-line';

function pending() {
  let settle!: (result: SaveResult) => void;
  const promise = new Promise<SaveResult>((resolve) => (settle = resolve));
  return { promise, settle };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SaveLine', () => {
  it('sends one save at a time, in order, and a newer save replaces one that is waiting', async () => {
    const line = new SaveLine();
    const sent: string[] = [];
    const answers = new Map<string, ReturnType<typeof pending>>();
    const send = (value: string) => () => {
      sent.push(value);
      const answer = pending();
      answers.set(value, answer);
      return answer.promise;
    };
    const outcomes: SaveOutcome[] = [];
    line.listen((outcome) => outcomes.push(outcome));

    expect(line.submit(1, 'a', send('a'))).toBe(1);
    expect(line.submit(1, 'b', send('b'))).toBe(2);
    expect(line.submit(1, 'c', send('c'))).toBe(3);
    expect(sent).toEqual(['a']);
    answers.get('a')?.settle({ ok: true });
    await flush();
    expect(sent).toEqual(['a', 'c']);
    answers.get('c')?.settle({ ok: false, status: 403, message: 'No' });
    await flush();
    expect(outcomes).toEqual([
      { ok: true, seq: 1, id: 1, value: 'a' },
      { ok: false, seq: 3, id: 1, value: 'c', status: 403, message: 'No' },
    ]);
    expect(line.latestSeq).toBe(3);
  });

  it('keeps outcomes that arrive while nobody listens and hands them over, in order, to the next listener', async () => {
    const line = new SaveLine();
    const stop = line.listen(() => {
      throw new Error('not listening any more');
    });
    stop();
    line.submit(7, 'x', () => Promise.resolve({ ok: true }));
    await flush();
    line.submit(7, 'y', () => Promise.resolve({ ok: false, status: 0, message: 'offline' }));
    await flush();
    const outcomes: SaveOutcome[] = [];
    line.listen((outcome) => outcomes.push(outcome));
    expect(outcomes.map((outcome) => [outcome.seq, outcome.ok])).toEqual([
      [1, true],
      [2, false],
    ]);
  });

  it('gives each element one line', () => {
    const a = document.createElement('div');
    const b = document.createElement('div');
    expect(saveLineOf(a)).toBe(saveLineOf(a));
    expect(saveLineOf(a)).not.toBe(saveLineOf(b));
  });
});
