import type { PasswordOwner } from '@ovningskort/domain';
import { strengthCopy, strengthLabels } from '../../copy/password-strength.js';
import styles from './PasswordStrength.module.css';
import { usePasswordStrength } from './use-password-strength.js';

/**
 * The hint under a new-password field: a five-step bar, its word, and either why the server
 * would refuse the password or what would make it stronger. Read out politely as it changes.
 */
export function PasswordStrength({
  password,
  person,
}: {
  password: string;
  person: PasswordOwner;
}) {
  const { strength, loading } = usePasswordStrength(password, person);
  const level = strength ? strength.score : -1;
  return (
    <div className={styles.strength} aria-live="polite">
      {strength ? (
        <>
          <div className={styles.bar} data-score={strength.score} aria-hidden="true">
            {strengthLabels.map((label, step) => (
              <span key={label} className={step <= level ? styles.filled : styles.step} />
            ))}
          </div>
          <p className={styles.verdict}>
            {strengthCopy.heading}:{' '}
            <strong>
              {strength.refused ? strengthCopy.refused : strengthLabels[strength.score]}
            </strong>
          </p>
          {strength.refused ? <p className={styles.refused}>{strength.refused}</p> : null}
          {!strength.refused && strength.score < 3 ? (
            <p className={styles.tip}>{strength.tip ?? strengthCopy.advice}</p>
          ) : null}
        </>
      ) : loading ? (
        <p className={styles.tip}>{strengthCopy.loading}</p>
      ) : null}
    </div>
  );
}
