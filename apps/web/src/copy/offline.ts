/** What the app says about the network and the changes that wait for it (issue 17). */
export const offlineCopy = {
  offline:
    'Du är inte uppkopplad. Dina ändringar sparas på enheten och skickas när du har nät igen.',
  waiting: (count: number) =>
    count === 1 ? '1 ändring sparas när du har nät.' : `${count} ändringar sparas när du har nät.`,
  sending: (count: number) => (count === 1 ? 'Sparar 1 ändring…' : `Sparar ${count} ändringar…`),
  /** Beside a value the server does not have yet. */
  pendingMark: 'Inte sparad',
  pendingMarkLong: 'Inte sparad ännu – skickas när du har nät',
  /**
   * A screen or a part of one that needs the network, and there is none (issue 35): said at
   * once instead of a spinner, and it comes by itself when the network does.
   */
  needsNetwork: 'Det här behöver nät',
  needsNetworkScreen: 'Sidan visas av sig själv så snart du har nät igen.',
  needsNetworkPart: 'Det visas av sig själv så snart du har nät igen.',
  tryAgain: 'Försök igen',
  notStoredOnDevice:
    'Ändringen kunde inte sparas på enheten. Den skickas så snart det finns nät – stäng inte appen innan dess.',
} as const;
