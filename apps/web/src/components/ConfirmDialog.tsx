import { useEffect, useId, useRef } from 'react';
import { Button } from './Button.js';
import styles from './ConfirmDialog.module.css';

/**
 * A modal confirmation on the native <dialog>: the page behind is inert, focus starts on the
 * safe choice (cancel), Escape cancels. Nothing closes it while the action is running.
 * `tone="neutral"` is for a choice that destroys nothing (the confirm button is the primary one).
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel,
  busy = false,
  tone = 'danger',
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  tone?: 'danger' | 'neutral';
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLButtonElement>('[data-initial-focus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onClose={() => {
        if (open) onCancel();
      }}
    >
      <h2 id={titleId} className={tone === 'danger' ? styles.title : styles.neutralTitle}>
        {title}
      </h2>
      <p id={bodyId}>{body}</p>
      <div className={styles.actions}>
        <Button
          variant={tone === 'danger' ? 'secondary' : 'primary'}
          className={tone === 'danger' ? styles.danger : undefined}
          onClick={onConfirm}
          disabled={busy}
        >
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy} data-initial-focus>
          {cancelLabel}
        </Button>
      </div>
    </dialog>
  );
}
