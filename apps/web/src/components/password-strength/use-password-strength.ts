import type { PasswordOwner } from '@ovningskort/domain';
import { useDeferredValue, useEffect, useState } from 'react';
import type { estimateStrength, Strength } from './estimate.js';

type Estimate = typeof estimateStrength;

let loading: Promise<Estimate> | undefined;
/** The estimator's chunk (word lists of some hundred kB) is fetched once, when first needed. */
function loadEstimate(): Promise<Estimate> {
  loading ??= import('./estimate.js').then((module) => module.estimateStrength);
  return loading;
}

/**
 * How strong the typed password is, once the estimator has loaded (undefined before that and
 * while nothing is typed). It follows the typing without holding it up.
 */
export function usePasswordStrength(password: string, person: PasswordOwner) {
  const typed = useDeferredValue(password);
  const [estimate, setEstimate] = useState<Estimate>();
  const [failed, setFailed] = useState(false);
  const wanted = typed.length > 0;

  useEffect(() => {
    if (!wanted || estimate || failed) return;
    let current = true;
    loadEstimate().then(
      (loaded) => current && setEstimate(() => loaded),
      // Without the hint the form still works, and the server still decides.
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [wanted, estimate, failed]);

  const strength: Strength | undefined = wanted && estimate ? estimate(typed, person) : undefined;
  return { strength, loading: wanted && !estimate && !failed };
}
