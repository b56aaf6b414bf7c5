import { zodResolver } from '../../../lib/zod-resolver.js';
import { AddSupervisorSchema, messages, type SupervisorOfStudent } from '@ovningskort/domain';
import { supervisionScreens } from '../../../copy/supervision.js';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Link } from '../../../components/Link.js';
import { toast } from '../../../lib/toast.js';
import { Button } from '../../../components/Button.js';
import { ConfirmDialog } from '../../../components/ConfirmDialog.js';
import { TextField } from '../../../components/Field.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { FullPageSpinner } from '../../../components/Spinner.js';
import { paths } from '../../../config/paths.js';
import { useSession } from '../../../lib/session.js';
import { addFailure, isNotActivated } from '../api/add-errors.js';
import { useAddSupervisor } from '../api/add-supervisor.js';
import { useSupervisor } from '../api/get-supervisor.js';
import { useRemoveSupervisor } from '../api/remove-supervisor.js';
import { NoSupervisorDialog } from './NoSupervisorDialog.js';
import { NotActivatedNotice } from './NotActivatedNotice.js';
import { StudentInvitation } from './OpenInvitation.js';
import styles from './Supervision.module.css';

const t = supervisionScreens.supervisor;
const m = messages.supervision;

/** The form checks the e-mail with the server's own rule; the student id comes from the session. */
const AddFormSchema = z.pick(AddSupervisorSchema, { teacherEmail: true });
type AddForm = { teacherEmail: string };

/**
 * `/instructor` 'Lägg till handledare' (spec §2): an activated student sees their supervisor
 * and can remove them, or, without one, adds a registered supervisor by e-mail. After adding,
 * the student stays here and sees the supervisor (the spec went on to /login).
 */
export function SupervisorPage() {
  const { student } = useSession();
  if (!student) return null;
  return (
    <Page title={t.title}>
      {student.isActivated ? (
        <SupervisorLink studentId={student.id} />
      ) : (
        <NotActivatedNotice text={messages.cards.notActivated} />
      )}
      <div className={pageStyles.links}>
        <Link to={paths.home}>{t.toStart}</Link>
      </div>
    </Page>
  );
}

function SupervisorLink({ studentId }: { studentId: string }) {
  const link = useSupervisor(studentId, true);
  // Focus follows a change the student made (the part they acted on goes away), never a load.
  const [changed, setChanged] = useState(false);
  // Offline, the supervisor the device already knows is shown (issue 35); checked again online.
  const checkFailed = link.isError && link.data === undefined && !isNotActivated(link.error);

  useEffect(() => {
    if (checkFailed) toast.error(m.checkFailed, { toastId: 'supervision-check-failed' });
  }, [checkFailed, link.errorUpdatedAt]);

  if (link.isPending) return <FullPageSpinner />;
  if (link.isError && link.data === undefined) {
    if (!checkFailed) return <NotActivatedNotice text={messages.cards.notActivated} />;
    return (
      <>
        <p role="alert">{m.checkFailed}</p>
        <Button variant="secondary" onClick={() => void link.refetch()} disabled={link.isFetching}>
          {t.retry}
        </Button>
      </>
    );
  }
  const supervisor = link.data.teacher;
  return supervisor ? (
    <CurrentSupervisor
      studentId={studentId}
      supervisor={supervisor}
      focusOnMount={changed}
      onRemoved={() => setChanged(true)}
    />
  ) : (
    <>
      <StudentInvitation studentId={studentId} />
      <AddSupervisorForm
        studentId={studentId}
        focusOnMount={changed}
        onAdded={() => setChanged(true)}
      />
    </>
  );
}

function CurrentSupervisor({
  studentId,
  supervisor,
  focusOnMount,
  onRemoved,
}: {
  studentId: string;
  supervisor: NonNullable<SupervisorOfStudent['teacher']>;
  focusOnMount: boolean;
  onRemoved: () => void;
}) {
  const remove = useRemoveSupervisor(studentId);
  const [asking, setAsking] = useState(false);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  async function removeSupervisor() {
    try {
      await remove.mutateAsync(supervisor.id);
      setAsking(false);
      toast.success(m.removed);
      onRemoved();
    } catch (error) {
      setAsking(false);
      toast.error((error as Error).message);
    }
  }

  return (
    <section className={styles.supervisor} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {t.currentHeading}
      </h2>
      <p className={styles.name}>{supervisor.name}</p>
      <p className={styles.email}>{supervisor.email}</p>
      <p className={pageStyles.muted}>{t.currentHelp}</p>
      <Button
        variant="secondary"
        className={styles.remove}
        onClick={() => setAsking(true)}
        disabled={remove.isPending}
      >
        {remove.isPending ? t.removing : t.remove}
      </Button>
      {/* Only while asked: its words name the supervisor, as the section does. */}
      {asking ? (
        <ConfirmDialog
          open
          title={t.removeTitle}
          body={t.removeBody(supervisor.name)}
          confirmLabel={t.removeConfirm}
          cancelLabel={t.cancel}
          busy={remove.isPending}
          onConfirm={() => void removeSupervisor()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </section>
  );
}

function AddSupervisorForm({
  studentId,
  focusOnMount,
  onAdded,
}: {
  studentId: string;
  focusOnMount: boolean;
  onAdded: () => void;
}) {
  const add = useAddSupervisor(studentId);
  const [askSpelling, setAskSpelling] = useState(false);
  // The address no supervisor has: the dialog offers to invite it (decision 022).
  const [unknownEmail, setUnknownEmail] = useState('');
  const {
    register,
    handleSubmit,
    setFocus,
    resetField,
    formState: { errors },
  } = useForm<AddForm>({
    resolver: zodResolver(AddFormSchema),
    mode: 'onTouched',
    defaultValues: { teacherEmail: '' },
  });

  useEffect(() => {
    if (focusOnMount) setFocus('teacherEmail');
  }, [focusOnMount, setFocus]);

  // Once the dialog has closed (its own effect runs first), back to the e-mail to correct it.
  const wasAsking = useRef(false);
  useEffect(() => {
    if (wasAsking.current && !askSpelling) setFocus('teacherEmail');
    wasAsking.current = askSpelling;
  }, [askSpelling, setFocus]);

  const onSubmit = handleSubmit(async ({ teacherEmail: supervisorEmail }) => {
    try {
      await add.mutateAsync(supervisorEmail);
      toast.success(m.added);
      onAdded();
    } catch (error) {
      const failure = addFailure(error);
      if (failure.kind === 'no-such-supervisor') {
        setUnknownEmail(supervisorEmail.trim());
        setAskSpelling(true);
      } else toast.error(failure.message);
    }
  });

  return (
    <>
      <p>{t.lead}</p>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={t.email}
          type="email"
          autoComplete="off"
          inputMode="email"
          error={errors.teacherEmail?.message}
          {...register('teacherEmail')}
        />
        <Button type="submit" block disabled={add.isPending}>
          {add.isPending ? t.submitting : t.submit}
        </Button>
      </form>
      <NoSupervisorDialog
        studentId={studentId}
        email={unknownEmail}
        open={askSpelling}
        onClose={() => setAskSpelling(false)}
        onSent={() => resetField('teacherEmail')}
      />
    </>
  );
}
