/**
 * What the device keeps in localStorage for one account (where it was on its cards, the drive
 * under way): one way of naming it, `ovk_<what>_<account>` (or `…_<account>:<more>`), so that
 * all of it goes when the account is deleted, whichever feature kept it.
 */
export const accountStorageKey = (what: string, account: string) => `ovk_${what}_${account}`;

/** Forgets everything the device keeps for the account (its deletion). */
export function forgetAccountStorage(account: string): void {
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const name = localStorage.key(i);
      if (
        name?.startsWith('ovk_') &&
        (name.endsWith(`_${account}`) || name.includes(`_${account}:`))
      ) {
        localStorage.removeItem(name);
      }
    }
  } catch {
    // The browser refuses localStorage: nothing was kept.
  }
}
