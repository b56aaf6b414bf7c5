import { Button } from './Button.js';
import styles from './ConfirmDialog.module.css';
import { Modal } from './Modal.js';

/**
 * A modal confirmation: focus starts on the safe choice (cancel), Escape cancels, and nothing
 * closes it while the action is running. `tone="neutral"` is for a choice that destroys
 * nothing (the confirm button is then the primary one).
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
  return (
    <Modal open={open} title={title} body={body} tone={tone} busy={busy} onDismiss={onCancel}>
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
    </Modal>
  );
}
