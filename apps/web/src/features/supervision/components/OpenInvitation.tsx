import type { Invitation } from '@ovningskort/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '../../../components/Button.js';
import { pageStyles } from '../../../components/Page.js';
import { invitationScreens, invitationTime } from '../../../copy/invitations.js';
import { ApiError, NetworkError } from '../../../lib/api-client.js';
import { toast } from '../../../lib/toast.js';
import { useLive } from '../../../lib/use-live.js';
import { invitationKey, useInvitation } from '../api/get-invitation.js';
import { supervisorKey } from '../api/keys.js';
import { useWithdrawInvitation } from '../api/withdraw-invitation.js';
import styles from './Supervision.module.css';

const t = invitationScreens.open;

/**
 * The student's open invitation, if any, on /instructor while they have no supervisor. While
 * it is open the screen follows the student's live stream: when the invited supervisor
 * activates the account and is linked, the page shows them at once.
 */
export function StudentInvitation({ studentId }: { studentId: string }) {
  const invitation = useInvitation(studentId, true);
  const queryClient = useQueryClient();
  const open = invitation.data?.invitation ?? null;
  useLive(open ? '/v1/live' : null, 'student', (event) => {
    if (event.type !== 'link-started') return;
    void queryClient.invalidateQueries({ queryKey: supervisorKey(studentId) });
    void queryClient.invalidateQueries({ queryKey: invitationKey(studentId) });
  });
  return open ? <OpenInvitation studentId={studentId} invitation={open} /> : null;
}

/** The student's open invitation (decision 022): to whom, until when, and "Dra tillbaka". */
export function OpenInvitation({
  studentId,
  invitation,
}: {
  studentId: string;
  invitation: Invitation;
}) {
  const withdraw = useWithdrawInvitation(studentId);
  const headingId = useId();

  async function withdrawInvitation() {
    try {
      const { message } = await withdraw.mutateAsync(invitation.id);
      toast.success(message);
    } catch (error) {
      const said = error instanceof ApiError || error instanceof NetworkError;
      toast.error(said ? error.message : t.withdrawFailed);
    }
  }

  return (
    <section className={styles.supervisor} aria-labelledby={headingId}>
      <h2 id={headingId}>{t.heading}</h2>
      <p className={styles.name}>{invitation.email}</p>
      <p>{t.validUntil(invitationTime(invitation.expiresAt))}</p>
      <p className={pageStyles.muted}>{t.help}</p>
      <Button
        variant="secondary"
        className={styles.remove}
        onClick={() => void withdrawInvitation()}
        disabled={withdraw.isPending}
      >
        {withdraw.isPending ? t.withdrawing : t.withdraw}
      </Button>
    </section>
  );
}
