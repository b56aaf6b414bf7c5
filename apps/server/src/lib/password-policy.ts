import { dictionary } from '@zxcvbn-ts/language-common';
import { createPasswordRule, DomainError, type PasswordOwner } from '@ovningskort/domain';

/** The domain's password rule with zxcvbn-ts's breach list (about 49 000 passwords). */
export const weakPasswordReason = createPasswordRule(dictionary['passwords-common']!);

export function assertStrongPassword(password: string, person: PasswordOwner): void {
  const reason = weakPasswordReason(password, person);
  if (reason) throw new DomainError('WEAK_PASSWORD', reason);
}
