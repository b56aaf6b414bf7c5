/** Who set what on a card, and when (issue 19): the line under a sub-moment and its history. */
export const cardHistoryCopy = {
  noStatus: 'ingen status',
  done: 'klar',
  notDone: 'inte klar',
  history: 'Historik',
  /** Under 'Klar!': 'Markerad som klar av Tor Handledare (handledare) 24 nov. 18:05'. */
  doneBy: (who: string, when: string) => `Markerad som klar av ${who} ${when}`,
  undoneBy: (who: string, when: string) => `Klar-markeringen togs bort av ${who} ${when}`,
  /** Said politely when the other person changes the card live. */
  announceStatus: (who: string, heading: string, lesson: number, status: string) =>
    `${who} ändrade ${heading} i lektion ${lesson} till ${status}.`,
  announceCleared: (who: string, heading: string, lesson: number) =>
    `${who} tog bort statusen på ${heading} i lektion ${lesson}.`,
  announceDone: (who: string, lesson: number, done: boolean) =>
    done
      ? `${who} markerade lektion ${lesson} som klar.`
      : `${who} tog bort klar-markeringen på lektion ${lesson}.`,
  historyFor: (heading: string) => ` för ${heading}`,
  /** One change in the list: '23 nov. 17:40: Ines (elev) ändrade Började till Godkänd'. */
  entry: (when: string, who: string, from: string, to: string) =>
    `${when}: ${who} ändrade från ${from} till ${to}`,
  /** The supervisor approved the learner's own "Godkänd" as it stood (issue 34). */
  approvedOwn: (when: string, who: string) => `${when}: ${who} godkände elevens egen bedömning`,
} as const;
