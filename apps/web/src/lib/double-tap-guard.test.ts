import { describe, expect, it } from 'vitest';
import { createDoubleTapGuard } from './double-tap-guard.js';

function button(type: string, attributes: string[] = []) {
  const self = {
    type,
    hasAttribute: (name: string) => attributes.includes(name),
    closest: () => self,
  };
  return self;
}

function click(target: unknown) {
  const event = {
    target,
    prevented: false,
    stopped: false,
    preventDefault() {
      event.prevented = true;
    },
    stopImmediatePropagation() {
      event.stopped = true;
    },
  };
  return event;
}

/** A guard whose "page has drawn" moments the test calls by hand. */
function setUp() {
  const frames: (() => void)[] = [];
  const guard = createDoubleTapGuard((done) => frames.push(done));
  const draw = () => frames.splice(0).forEach((done) => done());
  return { guard, draw };
}

describe('the double-tap guard', () => {
  it('swallows a second click on the same submit button before the first is drawn', () => {
    const { guard } = setUp();
    const submit = button('submit');
    const first = click(submit);
    const second = click(submit);
    guard(first);
    guard(second);
    expect([first.prevented, first.stopped]).toEqual([false, false]);
    expect([second.prevented, second.stopped]).toEqual([true, true]);
  });

  it('lets the next tap through once the page has drawn the first (a quick retry)', () => {
    const { guard, draw } = setUp();
    const submit = button('submit');
    guard(click(submit));
    draw();
    const retry = click(submit);
    guard(retry);
    expect(retry.prevented).toBe(false);
  });

  it('guards a button marked data-once, and leaves other buttons alone', () => {
    const { guard } = setUp();
    const once = button('button', ['data-once']);
    guard(click(once));
    const again = click(once);
    guard(again);
    expect(again.stopped).toBe(true);

    const next = button('button');
    guard(click(next));
    const quick = click(next);
    guard(quick);
    expect(quick.stopped).toBe(false);
  });

  it('counts each button on its own, and ignores clicks outside buttons', () => {
    const { guard } = setUp();
    guard(click(button('submit')));
    const other = click(button('submit'));
    guard(other);
    expect(other.stopped).toBe(false);
    const text = click({ closest: () => null });
    guard(text);
    expect(text.stopped).toBe(false);
  });
});
