/** Who set what on a card, and when (issue 19): the line under a sub-moment and its history. */
export const cardHistoryCopy = {
  /** The roles as the line names them. */
  role: { student: 'elev', supervisor: 'handledare' } as const,
  /** 'Godkänd av Tor Handledare (handledare) 24 nov. 18:05'. */
  setBy: (status: string, who: string, when: string) => `${status} av ${who} ${when}`,
  /** The status was taken away (set back to none). */
  cleared: 'Status borttagen',
  noStatus: 'ingen status',
  done: 'klar',
  notDone: 'inte klar',
  history: 'Historik',
  historyFor: (heading: string) => ` för ${heading}`,
  /** One change in the list: '23 nov. 17:40: Ines (elev) ändrade Började till Godkänd'. */
  entry: (when: string, who: string, from: string, to: string) =>
    `${when}: ${who} ändrade från ${from} till ${to}`,
} as const;
