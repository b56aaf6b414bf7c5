import { messages } from '@ovningskort/domain';
import { useState } from 'react';
import { Button } from '../../../components/Button.js';
import { Modal } from '../../../components/Modal.js';
import { invitationScreens } from '../../../copy/invitations.js';
import { supervisionScreens } from '../../../copy/supervision.js';
import { ApiError, NetworkError } from '../../../lib/api-client.js';
import { toast } from '../../../lib/toast.js';
import { useSendInvitation } from '../api/send-invitation.js';

const t = invitationScreens.dialog;

/**
 * "Ingen handledare hittades" (decision 022): no supervisor has the address the student typed.
 * Either the spelling is wrong ("Rätta adressen" goes back to it) or the supervisor has no
 * account yet: "Skicka inbjudan" e-mails them a registration link. A failure is said inside the
 * dialog, where the student is looking.
 */
export function NoSupervisorDialog({
  studentId,
  email,
  open,
  onClose,
  onSent,
}: {
  studentId: string;
  /** The address as the student typed it. */
  email: string;
  open: boolean;
  onClose: () => void;
  /** After the invitation went out (before onClose). */
  onSent: () => void;
}) {
  const send = useSendInvitation(studentId);
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    setFailure(null);
    onClose();
  }

  async function sendInvitation() {
    setFailure(null);
    try {
      const { message } = await send.mutateAsync(email);
      toast.success(message);
      onSent();
      close();
    } catch (error) {
      const said = error instanceof ApiError || error instanceof NetworkError;
      setFailure(said ? error.message : t.failed);
    }
  }

  return (
    <Modal
      open={open}
      title={supervisionScreens.supervisor.noSuchSupervisorTitle}
      body={messages.supervision.noSuchSupervisor}
      busy={send.isPending}
      onDismiss={close}
      content={
        <>
          <p>{t.lead(email)}</p>
          {failure ? <p role="alert">{failure}</p> : null}
        </>
      }
    >
      <Button block onClick={() => void sendInvitation()} disabled={send.isPending}>
        {send.isPending ? t.sending : t.send}
      </Button>
      {/* Focus starts here: Enter in the dialog must not send an e-mail unasked. */}
      <Button
        block
        variant="secondary"
        onClick={close}
        disabled={send.isPending}
        data-initial-focus
      >
        {t.correct}
      </Button>
    </Modal>
  );
}
