import { type CompanionRequestView, type Drive, supervisorMayConfirm } from '@ovningskort/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/Button.js';
import { TextField } from '../../../components/Field.js';
import { companionScreens } from '../../../copy/companion.js';
import { failureText } from '../../../lib/failure-text.js';
import { toast } from '../../../lib/toast.js';
import { useOnline } from '../../../lib/use-online.js';
import { useAskCompanion, useWithdrawCompanion } from '../api/companion-requests.js';
import styles from './AskCompanion.module.css';
import { swedishDateFormat } from '../../../lib/swedish-format.js';

const t = companionScreens.ask;
const untilFormat = swedishDateFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** What this needs of a drive of the log: whose, whether confirmed, whether sent yet. */
type AskedDrive = Pick<Drive, 'id' | 'confirmed' | 'supervisedBy'> & { pending?: boolean };

/** Who the learner names as the companion, for "Be … bekräfta". */
const companionOf = (drive: AskedDrive) =>
  drive.supervisedBy.name?.trim() ||
  (drive.supervisedBy.kind === 'school' ? 'trafikskolan' : 'personen');

/**
 * Under a drive of the learner's with a driving school or another person, not confirmed yet
 * (issue 34): "Be Mamma bekräfta" e-mails the companion a one-time link; while it waits, to
 * whom and until when, with "Skicka igen" and "Ta bort förfrågan". Online only: the link is
 * sent by the server, so the drive must have reached it.
 */
export function AskCompanion({
  studentId,
  drive,
  day,
  request,
}: {
  studentId: string;
  drive: AskedDrive;
  /** The drive's day and time as the list shows them, for the buttons' names. */
  day: string;
  /** The drive's link that waits for the companion, if any. */
  request: CompanionRequestView | undefined;
}) {
  const online = useOnline();
  const [asking, setAsking] = useState(false);
  const withdraw = useWithdrawCompanion(studentId);
  if (drive.confirmed || supervisorMayConfirm(drive.supervisedBy)) return null;
  const companion = companionOf(drive);

  if (drive.pending) return <p className={styles.note}>{t.notSentYet}</p>;
  if (asking) {
    return (
      <AskForm
        studentId={studentId}
        drive={drive}
        companion={companion}
        initial={request?.email ?? ''}
        onDone={() => setAsking(false)}
      />
    );
  }
  return (
    <div className={styles.ask}>
      {request ? (
        <p className={styles.note}>
          {t.waiting(request.email, untilFormat(new Date(request.expiresAt)))}
        </p>
      ) : null}
      {online ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => setAsking(true)}
            aria-label={request ? undefined : t.buttonName(companion, day)}
          >
            {request ? t.again : t.button(companion)}
          </Button>
          {request ? (
            <Button
              variant="secondary"
              disabled={withdraw.isPending}
              aria-label={t.withdrawName(day)}
              onClick={() =>
                withdraw.mutate(drive.id, {
                  onSuccess: (answer) => toast.success(answer.message),
                  onError: (error) => toast.error(failureText(error, t.withdrawFailed)),
                })
              }
            >
              {t.withdraw}
            </Button>
          ) : null}
        </div>
      ) : (
        <p className={styles.note}>{t.offline}</p>
      )}
    </div>
  );
}

function AskForm({
  studentId,
  drive,
  companion,
  initial,
  onDone,
}: {
  studentId: string;
  drive: AskedDrive;
  companion: string;
  initial: string;
  onDone: () => void;
}) {
  const ask = useAskCompanion(studentId);
  const [email, setEmail] = useState(initial);
  const leadId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    ask.mutate(
      { driveId: drive.id, email },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onDone();
        },
      },
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={leadId}>
      <p id={leadId} className={styles.note}>
        {t.lead(companion)}
      </p>
      <TextField
        label={t.email(companion)}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoFocus
        value={email}
        error={ask.error ? failureText(ask.error, t.failed) : undefined}
        onChange={(event) => {
          setEmail(event.target.value);
          ask.reset();
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={ask.isPending}>
          {ask.isPending ? t.sending : t.send}
        </Button>
        <Button variant="secondary" type="button" onClick={onDone}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
