import type { RoadStepState } from '@ovningskort/domain';

/** "Vägen till körprovet" on the readiness screen (issue 39). */
export const roadScreens = {
  heading: 'Vägen till körprovet',
  lead: 'Era datum för tillståndet, riskutbildningen och proven, hur länge de gäller och vad som behöver komma före vad.',
  stepsLabel: 'Stegen till körprovet',
  loading: 'Hämtar datumen…',
  needsNetwork: 'Datumen visas när du har nät.',
  edit: 'Ändra datum',
  save: 'Spara datum',
  saving: 'Sparar…',
  cancel: 'Avbryt',
  failed: 'Datumen kunde inte sparas. Försök igen.',
  offline: 'Datumen sparas när du har nät igen: spara då.',
  noneStudent: 'Inga datum än. Fyll i dem så håller vi koll på hur länge allt gäller.',
  noneSupervisor: 'Eleven har inte fyllt i några datum än.',
  notGiven: 'Inget datum',
  problemsHeading: 'Att se upp med',
  /** Where a step stands, with its date and how long it holds. */
  state: (state: RoadStepState, date: string, validUntil: string | null): string => {
    switch (state) {
      case 'notGiven':
        return 'Inget datum';
      case 'coming':
        return `Bokat ${date}`;
      case 'done':
        return validUntil
          ? `${date} · gäller till ${validUntil}`
          : `${date} · resultat inte ifyllt`;
      case 'passed':
        return validUntil ? `Godkänt ${date} · körprovet senast ${validUntil}` : `Godkänt ${date}`;
      case 'failed':
        return `Underkänt ${date}`;
      case 'expired':
        return validUntil ? `${date} · gick ut ${validUntil}` : `${date} · gäller inte längre`;
    }
  },
  fields: {
    permitOn: 'Körkortstillstånd beslutat',
    riskOneOn: 'Riskutbildning del 1 (gjord eller bokad)',
    riskTwoOn: 'Riskutbildning del 2 (gjord eller bokad)',
    theoryTestOn: 'Kunskapsprov (bokat eller gjort)',
    theoryPassed: 'Resultat på kunskapsprovet',
    drivingTestOn: 'Körprov (bokat eller gjort)',
    drivingPassed: 'Resultat på körprovet',
  },
  results: { none: 'Inte gjort än', passed: 'Godkänt', failed: 'Underkänt' },
  rulesSummary: 'Reglerna och var de står',
  introductionHeading: 'Introduktionsutbildningen',
  linksHeading: 'Boka och ansök',
  remindersHint:
    'Vill du bli påmind när något går ut eller när körprovet närmar sig? Slå på det under Inställningar → Aviseringar.',
  newWindow: '(öppnas i ny flik)',
} as const;
