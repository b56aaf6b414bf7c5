/**
 * "Förslag till nästa pass" (issue 36): the coach's suggestion of the next practice session,
 * on the supervisor's views of a student and on the student's Hem. The suggestion itself is
 * the domain's (suggestNextSession); these are its words. "Ni" is the student and the
 * supervisor together, whichever of them reads it.
 */
export const nextSessionScreens = {
  heading: 'Förslag till nästa pass',
  length: (minutes: number) => `Nästa pass: ${minutes} minuter.`,
  practise: 'Övning:',
  lesson: (lesson: number, title: string) => `Lektion ${lesson} ${title}`,
  repeat: (lesson: number, title: string) => `Repetera lektion ${lesson} ${title}`,
  /** Every lesson finished but the one the log lacks is not on the card. */
  repeatWhere: (where: string) => `Repetition ${where}`,
  mixed: 'Blandad repetition, som ett körprov',
  moments: 'Moment att öva på. Läs instruktionerna innan ni kör:',
  /** After a sub-moment's link, its status when it has one. */
  status: (status: string) => `(${status})`,
  /** Where to drive. */
  place: {
    'calm-place': 'Välj en lugn plats utan annan trafik, till exempel en tom parkeringsplats.',
    urban: 'Kör i tättbebyggt område.',
    rural: 'Välj en landsväg.',
    motorway: 'Välj en motorväg eller motortrafikled.',
    gravel: 'Välj en grusväg.',
    mixed:
      'Kör en längre runda i tättbebyggt område, på landsväg och på motorväg. Handledaren säger bara vart ni ska köra, som på körprovet.',
  },
  /** The light or weather to seek. */
  condition: {
    dark: 'Kör efter solnedgången, när det är mörkt.',
    dusk: 'Kör i skymningen eller gryningen.',
    rain: 'Kör nästa gång det regnar.',
    'snow-ice': 'Kör nästa gång det är snö, is eller halt väglag.',
    fog: 'Kör nästa gång det är dimmigt.',
  },
  /** The traffic to seek. */
  traffic: {
    calm: 'Välj en tid med lugn trafik.',
    dense: 'Välj en tid med tät trafik, till exempel rusningstid.',
  },
  why: 'Varför:',
  /** What the card shows. */
  card: {
    notStarted: (lesson: number) => `Ni har inte börjat på lektion ${lesson} än.`,
    begun: (lesson: number) =>
      `Ni har börjat på lektion ${lesson}, men inget moment är godkänt än.`,
    inProgress: (lesson: number, approved: number, total: number) =>
      `${approved} av ${total} moment i lektion ${lesson} är godkända.`,
    laterBegun: 'Kortet tar den före de senare lektioner som ni redan har börjat på.',
    allApproved: 'Alla moment på kortet är godkända.',
  },
  /** What the drive log shows. */
  log: {
    noDrives: 'Det finns inga körningar i körjournalen än.',
    never: (where: string) => `Ni har inte kört ${where} än.`,
    little: (where: string, drives: number) =>
      drives === 1
        ? `Ni har bara kört ${where} en gång.`
        : `Ni har bara kört ${where} ${drives} gånger.`,
    allCovered:
      'Körjournalen har körningar i tättbebyggt område, på landsväg och motorväg och i mörker, regn och halka.',
  },
  /** A condition or road type, as in "Ni har inte kört … än". */
  where: {
    urban: 'i tättbebyggt område',
    rural: 'på landsväg',
    motorway: 'på motorväg',
    gravel: 'på grusväg',
    dark: 'i mörker',
    dusk: 'i skymning eller gryning',
    rain: 'i regn',
    'snow-ice': 'på snö, is eller halt väglag',
    fog: 'i dimma',
  },
} as const;
