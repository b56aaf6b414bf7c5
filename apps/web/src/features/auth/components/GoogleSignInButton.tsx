import { messages } from '@ovningskort/domain';
import { oidcStartUrl, useOidcConfig } from '../api/oidc-config.js';
import styles from './GoogleSignInButton.module.css';

/**
 * A full-page navigation to the provider; shown only when the server has it configured. It
 * carries the login form's "Kom ihåg mig" (the server keeps it with the sign-in's state).
 */
export function GoogleSignInButton({ remember = false }: { remember?: boolean }) {
  const config = useOidcConfig();
  if (!config.data?.enabled) return null;
  return (
    <a className={styles.button} href={oidcStartUrl(remember)}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M12 12h8" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      {messages.oidc.button}
    </a>
  );
}
