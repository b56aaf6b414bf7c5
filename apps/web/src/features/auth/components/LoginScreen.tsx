import { zodResolver } from '../../../lib/zod-resolver.js';
import { ErrorCode, LoginSchema, messages, type Login } from '@ovningskort/domain';
import { authScreens } from '../../../copy/auth.js';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/Link.js';
import { toast } from '../../../lib/toast.js';
import { Button, ButtonLink } from '../../../components/Button.js';
import { PasswordField, TextField } from '../../../components/Field.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { paths } from '../../../config/paths.js';
import { destinationAfterLogin } from '../../../lib/after-login.js';
import { ApiError } from '../../../lib/api-client.js';
import type { Role } from '../../../lib/session.js';
import { clearSignedOutNote, signedOutNote } from '../../../lib/signed-out-note.js';
import { useLoginGuard } from '../hardening/useLoginGuard.js';
import styles from './LoginScreen.module.css';

const t = messages.screens.login;
const s = authScreens.supervisorLogin;

/**
 * What differs between the student's and the supervisor's login page (spec §2). Each links to
 * the other at the top, where someone on the wrong one sees it first (issue 22).
 */
const loginRoles = {
  student: {
    title: t.title,
    recoverPath: paths.recover,
    other: { to: paths.supervisorLogin, label: t.supervisor, ...authScreens.otherLogin.student },
    links: [
      { to: paths.register, label: t.register },
      { to: paths.recover, label: t.recover },
    ],
  },
  teacher: {
    title: s.title,
    recoverPath: paths.recoverSupervisor,
    other: { to: paths.login, label: s.student, ...authScreens.otherLogin.teacher },
    links: [
      { to: paths.registerSupervisor, label: s.register },
      { to: paths.recoverSupervisor, label: s.recover },
    ],
  },
} as const satisfies Record<Role, unknown>;

/** A login refused for the e-mail or password (not a lockout, not a network failure). */
export function isWrongCredentials(error: Error): boolean {
  return error instanceof ApiError && error.code === ErrorCode.WRONG_CREDENTIALS;
}

/**
 * What the form says when a login fails: the server's message when it answered (a wrong
 * e-mail or password, "Många loggar in just nu – försök igen om en stund." when too many log in
 * at once), the catalogue's when it did not. Undefined for a lockout: the lockout screen says it.
 */
export function loginFailureMessage(error: Error): string | undefined {
  if (!(error instanceof ApiError)) return messages.auth.loginFailed;
  return error.status === 429 ? undefined : error.message;
}

/**
 * Beside the error of a refused login: the other role's login page. Shown after every wrong
 * e-mail or password, whatever the address, so it never tells whether an account exists;
 * the box is always there (empty until then), so its text is read out when it comes.
 */
export function OtherLoginHint({ role, shown }: { role: Role; shown: boolean }) {
  const { other } = loginRoles[role];
  return (
    <div className={shown ? styles.otherLogin : undefined} role="status">
      {shown ? (
        <p>
          {other.text} <Link to={other.to}>{other.link}</Link>
        </p>
      ) : null}
    </div>
  );
}

/** Spec §8: a 429 replaces the form with the lockout message and a way to a new password. */
function LockedOut({ role, message }: { role: Role; message: string }) {
  return (
    <Page title={authScreens.lockout.title}>
      <div className={styles.locked} role="alert">
        <p>{message}</p>
      </div>
      <div className={pageStyles.actions}>
        <ButtonLink to={loginRoles[role].recoverPath} block>
          {messages.auth.resetPassword}
        </ButtonLink>
      </div>
    </Page>
  );
}

/**
 * The login form of either role, with the hardening of spec §4: from the third failed
 * attempt a captcha must be answered before the form is sent; a 429 shows the lockout.
 */
export function LoginScreen({
  role,
  login,
  extra,
}: {
  role: Role;
  /** Logs in and starts the session; answers the person who logged in. */
  login: UseMutationResult<{ name: string }, Error, Login>;
  /** More ways in, shown under the form; they get the form's "Kom ihåg mig" choice. */
  extra?: (choice: { remember: boolean }) => ReactNode;
}) {
  const config = loginRoles[role];
  const navigate = useNavigate();
  // Read once, cleared once shown: a reload of the login page no longer says it.
  const [signedOut] = useState(() => signedOutNote(role));
  useEffect(() => clearSignedOutNote(role), [role]);
  const guard = useLoginGuard(role);
  const [answer, setAnswer] = useState('');
  const [captchaError, setCaptchaError] = useState<string>();
  const [wrongCredentials, setWrongCredentials] = useState(false);
  const rememberId = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<Login>({
    resolver: zodResolver(LoginSchema),
    mode: 'onTouched',
    defaultValues: { remember: false },
  });
  const remember = useWatch({ control, name: 'remember' }) === true;

  const onSubmit = handleSubmit((input) => {
    const passed = guard.verify(answer);
    setAnswer('');
    if (!passed) {
      setCaptchaError(messages.validation.captchaFailed);
      return;
    }
    setCaptchaError(undefined);
    login.mutate(input, {
      onSuccess: (person) => {
        guard.succeeded();
        toast.success(messages.auth.welcome(person.name));
        void navigate(destinationAfterLogin(role, paths.home));
      },
      onError: (error) => {
        guard.failed(error);
        const message = loginFailureMessage(error);
        if (message === undefined) return;
        if (isWrongCredentials(error)) setWrongCredentials(true);
        toast.error(message);
      },
    });
  });

  if (guard.lockedOut) return <LockedOut role={role} message={guard.lockedOut} />;

  const { a, op, b } = guard.captcha;
  return (
    <Page title={config.title}>
      <p className={styles.otherRole}>
        <Link to={config.other.to}>{config.other.label}</Link>
      </p>
      {signedOut ? (
        <p className={styles.signedOut}>
          {signedOut === 'ended' ? messages.auth.sessionEnded : messages.auth.sessionExpired}
        </p>
      ) : null}
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
        <div className={styles.remember}>
          <input
            id={`${rememberId}-box`}
            type="checkbox"
            aria-describedby={`${rememberId}-hint`}
            {...register('remember')}
          />
          <label htmlFor={`${rememberId}-box`}>{authScreens.remember.label}</label>
          <p id={`${rememberId}-hint`} className={styles.rememberHint}>
            {authScreens.remember.hint}
          </p>
        </div>
        {guard.captchaRequired ? (
          <div className={styles.captcha}>
            <p>{authScreens.captcha.help}</p>
            <TextField
              label={messages.validation.captchaQuestion(a, op, b)}
              type="number"
              inputMode="numeric"
              autoComplete="off"
              value={answer}
              onChange={(event) => {
                setAnswer(event.target.value);
                setCaptchaError(undefined);
              }}
              error={captchaError}
            />
          </div>
        ) : null}
        <Button type="submit" block disabled={login.isPending}>
          {login.isPending ? t.submitting : t.submit}
        </Button>
      </form>
      <OtherLoginHint role={role} shown={wrongCredentials} />
      {extra?.({ remember })}
      <div className={pageStyles.links}>
        {config.links.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
      </div>
    </Page>
  );
}
