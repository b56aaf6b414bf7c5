import { Button } from './Button.js';
import { Modal } from './Modal.js';

/** A modal notice with one button; the button, Escape or the browser's close call `onClose`. */
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
  return (
    <Modal open={open} title={title} body={body} onDismiss={onClose}>
      <Button block onClick={onClose}>
        {buttonLabel}
      </Button>
    </Modal>
  );
}
