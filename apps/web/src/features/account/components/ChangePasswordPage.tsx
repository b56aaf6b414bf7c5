import { zodResolver } from '../../../lib/zod-resolver.js';
import {
  type ChangePasswordForm,
  ChangePasswordFormSchema,
  ErrorCode,
  messages,
} from '@ovningskort/domain';
import { accountScreens } from '../../../copy/account.js';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/Link.js';
import { toast } from '../../../lib/toast.js';
import { Button } from '../../../components/Button.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { PersonFields } from '../../../components/PersonFields.js';
import { ApiError } from '../../../lib/api-client.js';
import { failureText } from '../../../lib/failure-text.js';
import type { Role } from '../../../lib/session.js';
import { useChangePassword } from '../api/change-password.js';
import { accountRoutes, useAccountId, useAccountOwner } from './roles.js';

const t = accountScreens.changePassword;

/** `/mypass` (student) and `/mypassT` (supervisor). */
export function ChangePasswordPage({ role }: { role: Role }) {
  const routes = accountRoutes[role];
  const navigate = useNavigate();
  const change = useChangePassword(role, useAccountId(role));
  const owner = useAccountOwner(role);
  const { control, handleSubmit, trigger, getValues, setError } = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPass: '', repeat: '' },
  });

  const onSubmit = handleSubmit(({ currentPassword, newPass }) =>
    change.mutate(
      { currentPassword, newPass },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          void navigate(routes.settings);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) {
            toast.error(error.message);
            if (error.code === ErrorCode.WRONG_PASSWORD) {
              setError('currentPassword', { message: error.message }, { shouldFocus: true });
            } else if (error.code === ErrorCode.WEAK_PASSWORD) {
              setError('newPass', { message: error.message }, { shouldFocus: true });
            }
          } else {
            toast.error(failureText(error, messages.password.changeFailed));
          }
        },
      },
    ),
  );

  return (
    <Page title={t.title}>
      <form onSubmit={onSubmit} noValidate>
        <PersonFields
          control={control}
          fields={[
            { field: 'currentPassword', label: t.current },
            {
              field: 'newPassword',
              name: 'newPass',
              label: t.newPass,
              person: owner,
              onChange: () => {
                if (getValues('repeat')) void trigger('repeat');
              },
            },
            { field: 'repeatPassword', label: t.repeat, onChange: () => void trigger('repeat') },
          ]}
        />
        <Button type="submit" block disabled={change.isPending}>
          {change.isPending ? t.submitting : t.submit}
        </Button>
      </form>
      <div className={pageStyles.links}>
        <Link to={routes.settings}>{accountScreens.settings.back}</Link>
      </div>
    </Page>
  );
}

export function StudentChangePasswordPage() {
  return <ChangePasswordPage role="student" />;
}

export function SupervisorChangePasswordPage() {
  return <ChangePasswordPage role="teacher" />;
}
