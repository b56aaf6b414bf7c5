import { zodResolver } from '../../../lib/zod-resolver.js';
import {
  ErrorCode,
  messages,
  type StudentNewPassword,
  TOAST_AUTO_CLOSE_RECOVERY_MS,
} from '@ovningskort/domain';
import { accountScreens } from '../../../copy/account.js';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { toast } from '../../../lib/toast.js';
import { Button, ButtonLink } from '../../../components/Button.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { PersonFields } from '../../../components/PersonFields.js';
import { useCountdown } from '../../../components/useCountdown.js';
import { paths } from '../../../config/paths.js';
import { ApiError } from '../../../lib/api-client.js';
import { failureText } from '../../../lib/failure-text.js';
import { session, type Role } from '../../../lib/session.js';
import { useResetTokenCheck } from '../api/check-reset-token.js';
import { useResetPassword } from '../api/reset-password.js';
import styles from './ResetPasswordPage.module.css';
import { recoveryRoles, recoveryToast } from './roles.js';

const t = accountScreens.reset;
/** The reset link does not say whose account it is; the server checks e-mail and name. */
const NOBODY_KNOWN = { email: '' };

/** The page loads afresh at the start, so nothing of the old session lingers in memory. */
const goToStart = () => window.location.assign(paths.home);

/** The server ended every session of the account; so does this tab if it held one. */
function forgetSessionOf(role: Role, id: string) {
  const { student, supervisor } = session.snapshot();
  const own = role === 'student' ? student?.id : supervisor?.id;
  if (own === id) session.clear(role);
}

function StaleLink({ role, message }: { role: Role; message: string }) {
  return (
    <Page title={t.staleTitle}>
      <p role="alert">{message}</p>
      <div className={pageStyles.actions}>
        <ButtonLink to={recoveryRoles[role].recoverPath}>{t.newLink}</ButtonLink>
      </div>
    </Page>
  );
}

/** After the change: the toast is read, then the start page reloads (spec §4). */
function Changed({ message }: { message: string }) {
  const left = useCountdown(TOAST_AUTO_CLOSE_RECOVERY_MS / 1000, goToStart);
  return (
    <Page title={message}>
      <p role="status">{t.done}</p>
      <p className={pageStyles.muted} aria-live="off">
        {messages.screens.confirm.countdown(left)}
      </p>
      <div className={pageStyles.actions}>
        <Button onClick={goToStart}>{messages.common.toStart}</Button>
      </div>
    </Page>
  );
}

function NewPasswordForm({
  role,
  id,
  restoreToken,
  onStale,
  onChanged,
}: {
  role: Role;
  id: string;
  restoreToken: string;
  onStale: () => void;
  onChanged: () => void;
}) {
  const config = recoveryRoles[role];
  const reset = useResetPassword(role);
  const { control, handleSubmit, setError } = useForm<StudentNewPassword>({
    resolver: zodResolver(config.newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    reset.mutate(
      { id, restoreToken, password },
      {
        onSuccess: () => {
          toast.success(config.changed, recoveryToast);
          forgetSessionOf(role, id);
          onChanged();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === ErrorCode.INVALID_TOKEN) onStale();
          else if (error instanceof ApiError && error.code === ErrorCode.WEAK_PASSWORD) {
            setError('password', { message: error.message }, { shouldFocus: true });
          } else if (error instanceof ApiError && error.status === 400) {
            toast.error(error.message, recoveryToast);
          } else toast.error(failureText(error, messages.password.changeFailed), recoveryToast);
        },
      },
    ),
  );

  return (
    <Page title={t.title}>
      <p>{t.hint}</p>
      <form onSubmit={onSubmit} noValidate>
        <PersonFields
          control={control}
          fields={[{ field: 'newPassword', label: t.password, person: NOBODY_KNOWN }]}
        />
        <Button type="submit" className={styles.submit} disabled={reset.isPending}>
          {reset.isPending ? t.submitting : t.submit}
        </Button>
      </form>
    </Page>
  );
}

/**
 * `/passwordReset/:studentId/:restoreToken` and `/passwordReset1/:teacherId/:restoreToken`:
 * checks the e-mailed token, then asks for the new password. The token is kept only in the
 * address and in memory, never in browser storage.
 */
export function ResetPasswordPage({ role }: { role: Role }) {
  const config = recoveryRoles[role];
  const params = useParams();
  const id = params[config.idParam] ?? '';
  const restoreToken = params.restoreToken ?? '';
  const check = useResetTokenCheck(role, restoreToken);
  const [outcome, setOutcome] = useState<'form' | 'stale' | 'changed'>('form');

  if (outcome === 'changed') return <Changed message={config.changed} />;
  if (outcome === 'stale') return <StaleLink role={role} message={messages.recovery.staleLink} />;
  if (check.isPending) {
    return (
      <Page title={t.title}>
        <p role="status">{messages.common.loading}</p>
      </Page>
    );
  }
  if (check.data?.success) {
    return (
      <NewPasswordForm
        role={role}
        id={id}
        restoreToken={restoreToken}
        onStale={() => setOutcome('stale')}
        onChanged={() => setOutcome('changed')}
      />
    );
  }
  const error = check.error;
  const unreachable = error && !(error instanceof ApiError && error.status === 400);
  return (
    <StaleLink role={role} message={unreachable ? error.message : messages.recovery.staleLink} />
  );
}

export function StudentResetPasswordPage() {
  return <ResetPasswordPage role="student" />;
}

export function SupervisorResetPasswordPage() {
  return <ResetPasswordPage role="teacher" />;
}
