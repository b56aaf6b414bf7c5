import { messages, type InterestRequest, type MessageResponse } from '@ovningskort/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.js';
import { Button, ButtonLink } from '../../../components/Button.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { paths } from '../../../config/paths.js';
import { ApiError } from '../../../lib/api-client.js';
import { useSession, type Role } from '../../../lib/session.js';
import styles from './Interest.module.css';

export interface InterestTexts {
  title: string;
  lead: string;
  question: string;
  yes: string;
  sending: string;
  sendTo: (email: string) => string;
  toStart: string;
}

/** The logged-in person (student or supervisor) whose e-mail the request is for. */
function useAccount(): { role: Role; email: string } | null {
  const { student, supervisor, hasStudentToken, hasSupervisorToken } = useSession();
  if (student && hasStudentToken) return { role: 'student', email: student.email };
  if (supervisor && hasSupervisorToken) return { role: 'teacher', email: supervisor.email };
  return null;
}

type InterestMutation = UseMutationResult<MessageResponse, Error, InterestRequest>;

/**
 * A page that asks one question and keeps the answer 'yes' (spec §2 /hotDeals, /schools):
 * success shows 'Toppen! Vi hör av oss.' and goes to Hem; a failure shows the server's
 * message or 'Ett fel uppstod.' and the person can try again.
 */
export function InterestPage({
  texts,
  useRequest,
}: {
  texts: InterestTexts;
  useRequest: (role: Role) => InterestMutation;
}) {
  const account = useAccount();
  return (
    <Page title={texts.title}>
      <p>{texts.lead}</p>
      {account ? <Ask texts={texts} account={account} useRequest={useRequest} /> : null}
      <div className={pageStyles.links}>
        <ButtonLink to={paths.home} variant="secondary" block>
          {texts.toStart}
        </ButtonLink>
      </div>
    </Page>
  );
}

function Ask({
  texts,
  account,
  useRequest,
}: {
  texts: InterestTexts;
  account: { role: Role; email: string };
  useRequest: (role: Role) => InterestMutation;
}) {
  const request = useRequest(account.role);
  const navigate = useNavigate();

  async function yes() {
    try {
      const { message } = await request.mutateAsync({ email: account.email });
      toast.success(message);
      // The spec went on to /login, which shows a logged-in person the login form again.
      void navigate(paths.home);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : messages.interest.failed);
    }
  }

  return (
    <>
      <p className={styles.question}>{texts.question}</p>
      <p className={`${pageStyles.muted} ${styles.email}`}>{texts.sendTo(account.email)}</p>
      <Button block onClick={() => void yes()} disabled={request.isPending}>
        {request.isPending ? texts.sending : texts.yes}
      </Button>
    </>
  );
}
