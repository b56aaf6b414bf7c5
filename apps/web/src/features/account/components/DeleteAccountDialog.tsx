import { ErrorCode, messages } from '@ovningskort/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button.js';
import confirmStyles from '../../../components/ConfirmDialog.module.css';
import { PasswordField } from '../../../components/Field.js';
import { Modal } from '../../../components/Modal.js';
import { paths } from '../../../config/paths.js';
import { accountScreens } from '../../../copy/account.js';
import { ApiError } from '../../../lib/api-client.js';
import { failureText } from '../../../lib/failure-text.js';
import type { Role } from '../../../lib/session.js';
import { toast } from '../../../lib/toast.js';
import { useLogout } from '../../../lib/use-logout.js';
import { useDeleteAccount } from '../api/delete-account.js';
import { useAccountId } from './roles.js';

const t = accountScreens.settings;
const a = messages.account;

/** Server answers that belong beside the password rather than in a toast. */
const PASSWORD_ERRORS = new Set<string>([
  ErrorCode.PASSWORD_REQUIRED,
  ErrorCode.WRONG_PASSWORD,
  ErrorCode.LOCKED_OUT,
]);

/**
 * The last step before an account is gone: the spec's warning, and the password (issue 16: a
 * phone left signed in must not be enough). An account without a password (Google sign-in) is
 * deleted from a recent login instead; an older one is offered a new login.
 */
export function DeleteAccountDialog({
  role,
  open,
  hasPassword,
  onDeleted,
  onCancel,
}: {
  role: Role;
  open: boolean;
  hasPassword: boolean;
  onDeleted: () => void;
  onCancel: () => void;
}) {
  const remove = useDeleteAccount(role, useAccountId(role));
  const logInAgain = useLogout(role, paths.login);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [needsFreshLogin, setNeedsFreshLogin] = useState(false);

  function close() {
    setPassword('');
    setPasswordError(undefined);
    setNeedsFreshLogin(false);
    onCancel();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (hasPassword && !password) {
      setPasswordError(a.deletePasswordNeeded);
      return;
    }
    remove.mutate(hasPassword ? { password } : undefined, {
      onSuccess: onDeleted,
      onError: (error) => {
        if (error instanceof ApiError && error.code === ErrorCode.FRESH_LOGIN_REQUIRED) {
          setNeedsFreshLogin(true);
        } else if (error instanceof ApiError && error.code && PASSWORD_ERRORS.has(error.code)) {
          setPasswordError(error.message);
        } else {
          toast.error(failureText(error, a.deleteFailed));
        }
      },
    });
  }

  const formId = 'delete-account-form';
  return (
    <Modal
      open={open}
      title={a.deleteWarning}
      body={hasPassword ? t.deletePasswordBody : t.deleteFreshLoginBody}
      tone="danger"
      busy={remove.isPending}
      onDismiss={close}
      content={
        <form id={formId} onSubmit={submit} noValidate>
          {hasPassword ? (
            <PasswordField
              label={t.deletePassword}
              autoComplete="current-password"
              value={password}
              error={passwordError}
              data-initial-focus
              onChange={(event) => {
                setPassword(event.target.value);
                setPasswordError(undefined);
              }}
            />
          ) : needsFreshLogin ? (
            <p role="alert">{a.deleteNeedsFreshLogin}</p>
          ) : null}
        </form>
      }
    >
      {needsFreshLogin ? (
        <Button onClick={logInAgain.mutate} disabled={logInAgain.isPending}>
          {t.logInAgain}
        </Button>
      ) : (
        <Button
          type="submit"
          form={formId}
          variant="secondary"
          className={confirmStyles.danger}
          disabled={remove.isPending}
        >
          {remove.isPending ? t.deleting : a.deleteConfirm}
        </Button>
      )}
      <Button
        variant="secondary"
        onClick={close}
        disabled={remove.isPending}
        data-initial-focus={hasPassword ? undefined : true}
      >
        {a.deleteCancel}
      </Button>
    </Modal>
  );
}
