import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema, messages, type Login } from '@ovningskort/domain';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/Button.js';
import { PasswordField, TextField } from '../../../components/Field.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { paths } from '../../../config/paths.js';
import { ApiError } from '../../../lib/api-client.js';
import { useLoginStudent } from '../api/login-student.js';

const t = messages.screens.login;

export function LoginPage() {
  const navigate = useNavigate();
  const login = useLoginStudent();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Login>({ resolver: zodResolver(LoginSchema), mode: 'onTouched' });

  const onSubmit = handleSubmit((input) =>
    login.mutate(input, {
      onSuccess: ({ user }) => {
        toast.success(messages.auth.welcome(user.name));
        void navigate(paths.home);
      },
      onError: (error) => {
        toast.error(error instanceof ApiError ? error.message : messages.auth.loginFailed);
      },
    }),
  );

  return (
    <Page title={t.title}>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={t.email}
          type="email"
          autoComplete="username"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t.password}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" block disabled={login.isPending}>
          {login.isPending ? t.submitting : t.submit}
        </Button>
      </form>
      <div className={pageStyles.links}>
        <Link to={paths.register}>{t.register}</Link>
        <Link to={paths.supervisorLogin}>{t.supervisor}</Link>
        <Link to={paths.recover}>{t.recover}</Link>
      </div>
    </Page>
  );
}
