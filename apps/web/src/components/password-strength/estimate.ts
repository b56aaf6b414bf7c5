import { createPasswordRule, SWEDISH_COMMON_WORDS, type PasswordOwner } from '@ovningskort/domain';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { swedishFeedback } from '../../copy/password-strength.js';

/**
 * Loaded only on the screens where a password is chosen (its word lists are large): the
 * server's own rule, so that the form says what the server would refuse before it is sent,
 * and zxcvbn-ts's estimate of how hard the password is to guess.
 */
const refusal = createPasswordRule(dictionary['passwords-common']);
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...dictionary, swedish: [...SWEDISH_COMMON_WORDS] },
  graphs: adjacencyGraphs,
  translations: swedishFeedback,
  useLevenshteinDistance: true,
});

export interface Strength {
  /** 0 (guessed at once) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4;
  /** The server's reason to refuse it, word for word, or null when it would be accepted. */
  refused: string | null;
  /** What would make it stronger, or null when nothing needs saying. */
  tip: string | null;
}

export function estimateStrength(password: string, person: PasswordOwner): Strength {
  const refused = refusal(password, person);
  const personal = [person.email, ...(person.name ?? '').split(/\s+/)].filter(Boolean);
  const result = zxcvbn.check(password, personal);
  const score = refused ? 0 : result.score;
  const tip = result.feedback.warning || result.feedback.suggestions[0] || null;
  return { score, refused, tip: refused ? null : tip };
}
