import { describe, expect, it } from 'vitest';
import { batchPerTurn } from './batch.js';

describe('batchPerTurn', () => {
  it('sends what comes in one turn together, in order, and starts again in the next', async () => {
    const sent: number[][] = [];
    const publish = batchPerTurn(async (items: number[]) => {
      sent.push([...items]);
    });
    await Promise.all([publish(1), publish(2), publish(3)]);
    await publish(4);
    await Promise.all([publish(5), Promise.resolve().then(() => publish(6))]);
    expect(sent).toEqual([[1, 2, 3], [4], [5, 6]]);
  });

  it('fails the callers of a batch that could not be sent, and only them', async () => {
    let fail = true;
    const publish = batchPerTurn(async () => {
      if (fail) throw new Error('down');
    });
    const first = [publish('a'), publish('b')];
    await Promise.all(first.map((promise) => expect(promise).rejects.toThrow('down')));
    fail = false;
    await expect(publish('c')).resolves.toBeUndefined();
  });
});
