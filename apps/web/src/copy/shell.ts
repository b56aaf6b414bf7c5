/** Labels of the frame around every screen: menu, footer, cookie banner, 404 (spec §2). */
export const shellScreens = {
  menu: {
    /** The toggle's visible label while the panel is closed, and while it is open. */
    open: 'Meny',
    close: 'Stäng meny',
    /** Accessible name of the navigation panel. */
    label: 'Huvudmeny',
    home: 'Hem',
    login: 'Inloggningssida',
    notes: 'Mitt övningskort',
    driveLog: 'Körjournal',
    supervisor: 'Lägg till handledare',
    settings: 'Inställningar',
    supervisorNotes: 'Elevens övningskort',
    logout: 'Logga ut',
  },
  footer: {
    /** Accessible name of the footer's link list. */
    label: 'Sidfot',
    help: 'Hjälp',
    about: 'Om oss',
    contact: 'Kontakt',
    terms: 'Villkor',
    privacy: 'Integritetspolicy',
    home: 'Hem',
    /** Accessible name of the row of icon links, and of each icon. */
    iconsLabel: 'Genvägar',
    iconHome: 'Förstasidan',
    iconHelp: 'Vanliga frågor',
    iconContact: 'Skriv till oss',
    copyright: '© 2026 Övningskort',
  },
  cookies: {
    /** Accessible name of the banner's region. */
    label: 'Kakor',
    text: 'Bara nödvändiga kakor och lagring, för din inloggning och dina val.',
    readMore: 'Om personuppgifter',
    accept: 'Acceptera',
  },
  notFound: {
    title: 'Sidan hittades inte',
    body: 'Sidan du letar efter finns inte.',
    illustration:
      'En liten bil har stannat vid slutet av en återvändsgata, framför en skylt för återvändsväg.',
  },
} as const;
