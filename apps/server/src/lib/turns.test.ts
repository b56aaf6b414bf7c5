import { describe, expect, it } from 'vitest';
import { createTurns } from './turns.js';

/** Holds the event loop for `ms`, as a request's work does. */
const work = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

describe('turns', () => {
  it('lets at most perTurn callers through in one turn of the event loop, in the order they came', async () => {
    const turns = createTurns(3);
    const order: string[] = [];
    const callers = Array.from({ length: 7 }, (_, i) =>
      turns.take().then(() => order.push(`caller ${i}`)),
    );
    expect(turns.waiting).toBe(7);
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['caller 0', 'caller 1', 'caller 2']);
    await Promise.all(callers);
    expect(order).toEqual(Array.from({ length: 7 }, (_, i) => `caller ${i}`));
    expect(turns.waiting).toBe(0);
  });

  it('lets other work of the event loop run between two turns', async () => {
    const turns = createTurns(2);
    const order: string[] = [];
    const callers = Array.from({ length: 6 }, (_, i) =>
      turns.take().then(() => {
        order.push(`caller ${i}`);
        work(3);
      }),
    );
    // Other work, due while the first turn's callers work: it runs by the end of that turn, not
    // after all six (as it would if they were let through together).
    const other = new Promise<void>((resolve) => setTimeout(resolve, 1)).then(() =>
      order.push('other'),
    );
    await Promise.all([...callers, other]);
    expect(order.indexOf('other')).toBeLessThan(order.indexOf('caller 2'));
  });

  it('lets a lone caller through at once, in the next turn', async () => {
    const turns = createTurns(1);
    let through = false;
    const taking = turns.take().then(() => (through = true));
    expect(through).toBe(false);
    await taking;
    expect(through).toBe(true);
  });
});
