import { describe, expect, it } from 'vitest';
import { batchWhileBusy } from './batch.js';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('batchWhileBusy', () => {
  it('sends what comes in one turn together, in order, and starts again in the next', async () => {
    const sent: number[][] = [];
    const publish = batchWhileBusy(async (items: number[]) => {
      sent.push([...items]);
    });
    await Promise.all([publish(1), publish(2), publish(3)]);
    await publish(4);
    await Promise.all([publish(5), Promise.resolve().then(() => publish(6))]);
    expect(sent).toEqual([[1, 2, 3], [4], [5, 6]]);
  });

  it('sends one batch at a time: what comes meanwhile goes out together right after', async () => {
    const sent: string[][] = [];
    const releases: (() => void)[] = [];
    const publish = batchWhileBusy(async (items: string[]) => {
      sent.push([...items]);
      await new Promise<void>((resolve) => releases.push(resolve));
    });
    const first = publish('a');
    await nextTurn();
    expect(sent).toEqual([['a']]);

    const waiting = [publish('b'), publish('c')];
    await nextTurn();
    waiting.push(publish('d'));
    await nextTurn();
    expect(sent).toEqual([['a']]);

    releases[0]!();
    await first;
    await nextTurn();
    expect(sent).toEqual([['a'], ['b', 'c', 'd']]);
    releases[1]!();
    await Promise.all(waiting);
  });

  it('fails the callers of a batch that could not be sent, and only them', async () => {
    let fail = true;
    const publish = batchWhileBusy(async () => {
      if (fail) throw new Error('down');
    });
    const first = [publish('a'), publish('b')];
    await Promise.all(first.map((promise) => expect(promise).rejects.toThrow('down')));
    fail = false;
    await expect(publish('c')).resolves.toBeUndefined();
  });

  it('goes on after a failed batch with what came while it was sent', async () => {
    const sent: string[][] = [];
    let reject!: (error: Error) => void;
    const publish = batchWhileBusy(async (items: string[]) => {
      sent.push([...items]);
      if (items[0] === 'a') await new Promise<void>((_, fail) => (reject = fail));
    });
    const first = publish('a');
    await nextTurn();
    const second = publish('b');
    reject(new Error('down'));
    await expect(first).rejects.toThrow('down');
    await expect(second).resolves.toBeUndefined();
    expect(sent).toEqual([['a'], ['b']]);
  });
});
