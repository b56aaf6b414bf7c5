import type { ReactElement } from 'react';
import type { Id, ToastItem, ToastOptions, UpdateOptions } from 'react-toastify/unstyled';
import { describe, expect, it } from 'vitest';
import { createToaster, type ToastLibrary } from './toaster.js';

/** A stand-in for react-toastify: what was shown, updated, and which toasts are on screen. */
function fakeLibrary() {
  const shown: { kind: string; text: string; options: ToastOptions }[] = [];
  const updates: { id: Id; options: UpdateOptions }[] = [];
  const active = new Set<Id>();
  let listener: ((item: ToastItem) => void) | undefined;
  const add = (kind: string) => (text: unknown, options?: ToastOptions) => {
    shown.push({ kind, text: String(text), options: options ?? {} });
    active.add(options!.toastId!);
    return options!.toastId!;
  };
  const library = {
    success: add('success'),
    error: add('error'),
    info: add('info'),
    isActive: (id: Id) => active.has(id),
    update: (id: Id, options?: UpdateOptions) => updates.push({ id, options: options ?? {} }),
    onChange: (callback: (item: ToastItem) => void) => {
      listener = callback;
      return () => {};
    },
  } as unknown as ToastLibrary;
  return {
    library,
    shown,
    updates,
    /** The toast leaves the screen (timed out or closed). */
    remove(id: Id) {
      active.delete(id);
      listener?.({ id, status: 'removed' } as ToastItem);
    },
    /** The toast waits for its turn (the container shows at most two). */
    waiting(id: Id) {
      active.delete(id);
    },
  };
}

const text = (options: UpdateOptions) =>
  (options.render as ReactElement<{ children: string }>).props.children;

describe('createToaster: one toast per message', () => {
  it('shows the same message once: a repeat refreshes the toast on screen', () => {
    const fake = fakeLibrary();
    const show = createToaster(fake.library);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      show('error', 'Fel e-postadress eller lösenord.');
    }
    expect(fake.shown).toHaveLength(1);
    expect(fake.shown[0]).toMatchObject({
      kind: 'error',
      text: 'Fel e-postadress eller lösenord.',
    });
    const id = fake.shown[0]!.options.toastId!;
    expect(fake.updates.map((u) => u.id)).toEqual([id, id]);
    expect(fake.updates.map((u) => text(u.options))).toEqual([
      'Fel e-postadress eller lösenord.',
      'Fel e-postadress eller lösenord.',
    ]);
    expect(fake.updates[0]!.options.type).toBe('error');
  });

  it('puts the text in anew on each repeat, so that screen readers read it again', () => {
    const fake = fakeLibrary();
    const show = createToaster(fake.library);
    show('error', 'Kunde inte spara ändringen.');
    show('error', 'Kunde inte spara ändringen.');
    show('error', 'Kunde inte spara ändringen.');
    const keys = fake.updates.map((u) => (u.options.render as ReactElement).key);
    expect(new Set(keys).size).toBe(2);
  });

  it('keeps the options of the repeat, such as the recovery screens’ 5 s', () => {
    const fake = fakeLibrary();
    const show = createToaster(fake.library);
    const recovery = { autoClose: 5000, draggable: true, draggablePercent: 80 };
    show('success', 'Lösenordet är nu ändrat!', recovery);
    show('success', 'Lösenordet är nu ändrat!', recovery);
    expect(fake.shown[0]!.options).toMatchObject(recovery);
    expect(fake.updates[0]!.options).toMatchObject(recovery);
  });

  it('shows different messages as different toasts', () => {
    const fake = fakeLibrary();
    const show = createToaster(fake.library);
    show('error', 'Fel e-postadress eller lösenord.');
    show('success', 'Välkommen, Sam!');
    expect(fake.shown.map((s) => s.text)).toEqual([
      'Fel e-postadress eller lösenord.',
      'Välkommen, Sam!',
    ]);
    expect(fake.updates).toEqual([]);
  });

  it('uses a caller’s toastId as the key: one toast for it, whatever its text', () => {
    const fake = fakeLibrary();
    const show = createToaster(fake.library);
    show('error', 'Första texten', { toastId: 'contact-failed' });
    show('error', 'Andra texten', { toastId: 'contact-failed' });
    expect(fake.shown).toHaveLength(1);
    expect(text(fake.updates[0]!.options)).toBe('Andra texten');
    expect(fake.updates[0]!.options).not.toHaveProperty('toastId');
  });

  it('shows a message again, as a new toast, once its toast has gone', () => {
    const fake = fakeLibrary();
    const show = createToaster(fake.library);
    show('info', 'Du är nu utloggad.');
    const first = fake.shown[0]!.options.toastId!;
    fake.remove(first);
    show('info', 'Du är nu utloggad.');
    expect(fake.shown).toHaveLength(2);
    // A new id: react-toastify drops a toast whose id is still on its way out.
    expect(fake.shown[1]!.options.toastId).not.toBe(first);
    expect(fake.updates).toEqual([]);
  });

  it('leaves a toast that waits for its turn waiting, rather than adding a second', () => {
    const fake = fakeLibrary();
    const show = createToaster(fake.library);
    show('error', 'Kunde inte ta bort kortet.');
    fake.waiting(fake.shown[0]!.options.toastId!);
    show('error', 'Kunde inte ta bort kortet.');
    expect(fake.shown).toHaveLength(1);
    expect(fake.updates).toEqual([]);
  });
});
