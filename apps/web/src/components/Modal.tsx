import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Modal.module.css';

/**
 * The one modal shell, on the native <dialog>: the page behind is inert, focus starts on the
 * element marked `data-initial-focus` (or the first button), Escape asks to close via
 * `onDismiss` unless `busy`.
 */
export function Modal({
  open,
  title,
  body,
  tone = 'neutral',
  busy = false,
  onDismiss,
  content,
  children,
}: {
  open: boolean;
  title: string;
  body: string;
  tone?: 'neutral' | 'danger';
  busy?: boolean;
  onDismiss: () => void;
  /** What the dialog asks for besides a choice (e.g. a password), between the text and the buttons. */
  content?: ReactNode;
  /** The buttons. */
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      const initial =
        dialog.querySelector<HTMLElement>('[data-initial-focus]') ??
        dialog.querySelector<HTMLElement>('button');
      initial?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${tone === 'danger' ? styles.danger : ''}`.trim()}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onDismiss();
      }}
      onClose={() => {
        if (open) onDismiss();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p id={bodyId}>{body}</p>
      {content}
      <div className={styles.actions}>{children}</div>
    </dialog>
  );
}
