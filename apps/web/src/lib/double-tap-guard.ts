/**
 * A double tap sends once (issue 22): a second click on the same submit button – or on a
 * button marked `data-once` ("Nytt övningskort") – before the page has drawn the first one's
 * effect is swallowed before React sees it. After that the first click's own pending state
 * takes over (a disabled button, a closed form); a later tap, such as a quick retry after an
 * answer, goes through. Buttons pressed in quick succession on purpose ("Nästa") are neither,
 * so they are untouched.
 */

interface ClickLike {
  target: unknown;
  preventDefault(): void;
  stopImmediatePropagation(): void;
}

interface ButtonLike {
  type?: string;
  hasAttribute(name: string): boolean;
}

/** The button a click is on, if it is one whose action must not run twice. */
function guardedButton(target: unknown): ButtonLike | undefined {
  const element = target as { closest?: (selector: string) => ButtonLike | null } | null;
  const button = element?.closest?.('button');
  if (!button) return undefined;
  return button.type === 'submit' || button.hasAttribute('data-once') ? button : undefined;
}

/**
 * Decides per click. `drawn(done)` calls `done` once the page has drawn what the click did
 * (two animation frames: React's render, then the paint); until then the button is busy.
 */
export function createDoubleTapGuard(drawn: (done: () => void) => void) {
  const busy = new WeakSet<ButtonLike>();
  return (event: ClickLike): void => {
    const button = guardedButton(event.target);
    if (!button) return;
    if (busy.has(button)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
    busy.add(button);
    drawn(() => busy.delete(button));
  };
}

const afterTwoFrames = (done: () => void) =>
  requestAnimationFrame(() => requestAnimationFrame(done));

let installed = false;

/** Listens on the whole page, before React's own listeners (capture on the document). */
export function guardDoubleTaps(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener('click', createDoubleTapGuard(afterTwoFrames), { capture: true });
}
