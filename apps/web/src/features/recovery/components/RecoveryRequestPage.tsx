import { zodResolver } from '../../../lib/zod-resolver.js';
import { messages, type StudentRecoveryRequest } from '@ovningskort/domain';
import { accountScreens } from '../../../copy/account.js';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/Link.js';
import { toast } from '../../../lib/toast.js';
import { Button } from '../../../components/Button.js';
import { TextField } from '../../../components/Field.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { paths } from '../../../config/paths.js';
import type { Role } from '../../../lib/session.js';
import { useRequestPasswordReset } from '../api/request-reset.js';
import styles from './RecoveryRequestPage.module.css';
import { recoveryRoles, recoveryToast } from './roles.js';
import { useSendLock } from './useSendLock.js';

const t = accountScreens.recovery;

/** `/recover` (student) and `/recoverPassword` (supervisor): ask for a reset link by e-mail. */
export function RecoveryRequestPage({ role }: { role: Role }) {
  const config = recoveryRoles[role];
  const navigate = useNavigate();
  const request = useRequestPasswordReset(role);
  const lock = useSendLock();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<StudentRecoveryRequest>({
    resolver: zodResolver(config.requestSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const send = handleSubmit(
    (input) =>
      request.mutate(input, {
        onSuccess: () => {
          toast.success(messages.recovery.requested, recoveryToast);
          void navigate(paths.requestMade);
        },
        onError: () => toast.error(messages.recovery.failed, recoveryToast),
      }),
    (invalid) => {
      // Spec §5: a too short address also gets a toast, and nothing is sent.
      if (invalid.email?.message === messages.recovery.emailMin) {
        toast.error(messages.recovery.emailMin, recoveryToast);
      }
    },
  );

  // Every press of the send button (or Enter) counts towards the lock, valid or not.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (lock.locked || request.isPending || !lock.registerClick()) return;
    void send(event);
  }

  return (
    <Page title={config.title}>
      <p>{t.lead}</p>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={t.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={messages.recovery.emailPlaceholder}
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" block disabled={lock.locked || request.isPending}>
          {lock.locked ? t.locked(lock.secondsLeft) : request.isPending ? t.submitting : t.submit}
        </Button>
        {lock.locked ? (
          <p className={`${pageStyles.muted} ${styles.lockedHelp}`} role="status">
            {t.lockedHelp}
          </p>
        ) : null}
      </form>
      <div className={pageStyles.links}>
        <Link to={config.loginPath}>{config.loginLabel}</Link>
      </div>
    </Page>
  );
}

export function StudentRecoveryPage() {
  return <RecoveryRequestPage role="student" />;
}

export function SupervisorRecoveryPage() {
  return <RecoveryRequestPage role="teacher" />;
}
