import { useLoginStudent } from '../api/login-student.js';
import { useLoginSupervisor } from '../api/login-supervisor.js';
import { GoogleSignInButton } from './GoogleSignInButton.js';
import { LoginScreen } from './LoginScreen.js';

/** `/login`: the student's login, with sign-in by the identity provider under the form. */
export function LoginPage() {
  return (
    <LoginScreen
      role="student"
      login={useLoginStudent()}
      extra={({ remember }) => <GoogleSignInButton remember={remember} />}
    />
  );
}

/** `/instructorLogIn`: the supervisor's login, 'Logga in som handledare'. */
export function SupervisorLoginPage() {
  return <LoginScreen role="teacher" login={useLoginSupervisor()} />;
}
