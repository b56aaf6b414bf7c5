import { describe, expect, it } from 'vitest';
import { deleteFlow, idleDeleteFlow, type DeleteEvent, type DeleteFlow } from './delete-flow.js';

const run = (events: DeleteEvent[], from: DeleteFlow = idleDeleteFlow) =>
  events.reduce(deleteFlow, from);

describe('deleteFlow', () => {
  it('asks, counts down after confirming, deletes at zero and is done when the answer comes', () => {
    expect(run([{ type: 'ask', groupId: 'g1' }])).toEqual({ step: 'confirming', groupId: 'g1' });
    expect(run([{ type: 'ask', groupId: 'g1' }, { type: 'confirm' }])).toEqual({
      step: 'counting',
      groupId: 'g1',
    });
    const deleting = run([
      { type: 'ask', groupId: 'g1' },
      { type: 'confirm' },
      { type: 'countdownEnded' },
    ]);
    expect(deleting).toEqual({ step: 'deleting', groupId: 'g1' });
    expect(deleteFlow(deleting, { type: 'settled' })).toEqual(idleDeleteFlow);
  });

  it('keeps the card when the warning is cancelled', () => {
    expect(run([{ type: 'ask', groupId: 'g1' }, { type: 'cancel' }])).toEqual(idleDeleteFlow);
  });

  it('keeps the card when undo is pressed during the countdown', () => {
    const undone = run([{ type: 'ask', groupId: 'g1' }, { type: 'confirm' }, { type: 'undo' }]);
    expect(undone).toEqual(idleDeleteFlow);
    // A countdown that still ends after the undo deletes nothing.
    expect(deleteFlow(undone, { type: 'countdownEnded' })).toEqual(idleDeleteFlow);
  });

  it('cannot be undone once the delete request is on its way', () => {
    const deleting: DeleteFlow = { step: 'deleting', groupId: 'g1' };
    expect(deleteFlow(deleting, { type: 'undo' })).toBe(deleting);
    expect(deleteFlow(deleting, { type: 'cancel' })).toBe(deleting);
  });

  it('handles one card at a time: asking for another card meanwhile changes nothing', () => {
    const counting: DeleteFlow = { step: 'counting', groupId: 'g1' };
    expect(deleteFlow(counting, { type: 'ask', groupId: 'g2' })).toBe(counting);
    const confirming: DeleteFlow = { step: 'confirming', groupId: 'g1' };
    expect(deleteFlow(confirming, { type: 'ask', groupId: 'g2' })).toBe(confirming);
  });

  it('ignores events that do not fit the step', () => {
    for (const event of [
      { type: 'cancel' },
      { type: 'confirm' },
      { type: 'undo' },
      { type: 'countdownEnded' },
      { type: 'settled' },
    ] as const) {
      expect(deleteFlow(idleDeleteFlow, event)).toBe(idleDeleteFlow);
    }
    const confirming: DeleteFlow = { step: 'confirming', groupId: 'g1' };
    expect(deleteFlow(confirming, { type: 'countdownEnded' })).toBe(confirming);
    expect(deleteFlow(confirming, { type: 'undo' })).toBe(confirming);
  });
});
