import { useEffect, useId, useRef } from 'react';
import { Button } from './Button.js';
import styles from './InfoDialog.module.css';

/**
 * A modal notice on the native <dialog> with one button: the page behind is inert, focus
 * starts on the button, and the button, Escape or the browser's close all call `onClose`.
 */
export function InfoDialog({
  open,
  title,
  body,
  buttonLabel,
  onClose,
}: {
  open: boolean;
  title: string;
  body: string;
  buttonLabel: string;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLButtonElement>('button')?.focus();
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
      onClose={() => {
        if (open) onClose();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p id={bodyId}>{body}</p>
      <Button block onClick={onClose}>
        {buttonLabel}
      </Button>
    </dialog>
  );
}
