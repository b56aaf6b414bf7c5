/**
 * Labels around the reading guides (issues 20 and 36): the links to them on Hem, the card screen
 * and the start page, and the frame of a guide page. The guides' own texts are data in
 * src/features/guides/content/.
 */
export const guideScreens = {
  titles: {
    beforeStart: 'Innan ni börjar',
    risks: 'Risker och dina förutsättningar',
    newSupervisor: 'Ny som handledare – inför första körningen',
  },
  /** A shorter name where the links stand in one line (the card screen, the start page). */
  shortTitles: {
    newSupervisor: 'Ny som handledare',
  },
  links: {
    /** Heading of the links on Hem, and the accessible name of every group of guide links. */
    heading: 'Guider',
    lead: 'Läs gärna tillsammans, elev och handledare, innan ni övningskör.',
    beforeStartHint: 'Körkortstillstånd, handledare, skylt, riskutbildning och prövotid.',
    risksHint: 'Alkohol, droger, trötthet, känslor, kompisar och mobilen.',
    newSupervisorHint: 'Plats, ord att använda, lugna besked och samtalet efteråt.',
    /** Before the links in one line (card screen, start page). */
    inlineLead: 'Guider:',
  },
  page: {
    step: 'Guide',
    contents: 'Innehåll',
    reviewed: 'Granskad',
    source: 'Källa',
    sources: 'Källor',
    backHome: 'Tillbaka till Hem',
    backToCard: 'Tillbaka till övningskortet',
    back: 'Tillbaka',
    readAlso: 'Läs också',
  },
} as const;
