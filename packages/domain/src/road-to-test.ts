import { parseDate } from './daylight.js';
import { daysBetween } from './drive-totals.js';
import type { DriveCondition, DriveRoad } from './drives.js';

/**
 * The road to the test (issue 39): the learner's own dates for the körkortstillstånd, the two
 * parts of the riskutbildning and the two tests, what each is valid for, what is in the wrong
 * order, and the reminders due. Every rule names where it comes from; a rule we could not
 * confirm is not stated as one.
 */

/** A 'YYYY-MM-DD' date the learner gave for each step, or null when not given. */
export interface RoadToTest {
  /** The day Transportstyrelsen decided the körkortstillstånd. */
  permitOn: string | null;
  /** Riskutbildning del 1 (alcohol, drugs, fatigue, risky behaviour): done, or booked. */
  riskOneOn: string | null;
  /** Riskutbildning del 2 (the skid pan: speed, safety, special conditions): done, or booked. */
  riskTwoOn: string | null;
  /** The kunskapsprov: booked or taken. */
  theoryTestOn: string | null;
  /** Whether the kunskapsprov was passed; null before it or when not told. */
  theoryPassed: boolean | null;
  /** The körprov: booked or taken. */
  drivingTestOn: string | null;
  drivingPassed: boolean | null;
}

export const EMPTY_ROAD_TO_TEST: RoadToTest = {
  permitOn: null,
  riskOneOn: null,
  riskTwoOn: null,
  theoryTestOn: null,
  theoryPassed: null,
  drivingTestOn: null,
  drivingPassed: null,
};

/** A körkortstillstånd is valid five years from the decision and cannot be extended. */
export const PERMIT_VALID_YEARS = 5;
/** Each completed part of the riskutbildning counts for five years (until a licence is issued). */
export const RISK_VALID_YEARS = 5;
/** A passed kunskapsprov B is valid four months: the körprov must be passed within them. */
export const THEORY_VALID_MONTHS = 4;

/** Where each rule above is written, named on the screen beside it. */
export const ROAD_RULE_SOURCES = {
  permit:
    'Transportstyrelsen, vanliga frågor om körkortsutbildning: ett körkortstillstånd är giltigt i fem år och kan inte förlängas.',
  risk: 'Körkortslagen (1998:488) 3 kap. 4 a §: förarprov för behörighet B får avläggas endast efter genomförd riskutbildning, som räknas under viss tid men längst tills körkortet utfärdas. Körkortsförordningen (1998:980) 4 kap. 14 § och Transportstyrelsen (Körkortsportalen): den tiden är fem år från den dag utbildningen genomfördes, och båda delarna ska vara gjorda före kunskapsprovet och körprovet.',
  theory:
    'Transportstyrelsen, ”Ansöka om förlängd giltighetstid för godkänt kunskapsprov, behörighet B”: ett godkänt kunskapsprov är giltigt i fyra månader (prov från 1 oktober 2022), och inom den tiden ska körprovet vara godkänt.',
  introduction:
    'Regeringen föreslog i prop. 2025/26:127, lämnad till riksdagen den 19 februari 2026, att kravet på introduktionsutbildning för privat övningskörning tas bort från den 1 augusti 2026. Vi har inte kunnat bekräfta att riksdagen har beslutat om ändringen eller att den har börjat gälla: sök på 2025/26:127 på riksdagen.se och kontrollera på transportstyrelsen.se om kravet gäller när ni ansöker.',
} as const;

/** The official pages to book and apply on: links only, nothing is read from them. */
export const ROAD_LINKS = {
  permit: {
    label: 'Körkortstillstånd hos Transportstyrelsen',
    href: 'https://www.transportstyrelsen.se/sv/vagtrafik/korkort/ta-korkort/personbil-och-latt-lastbil/b-personbil-och-latt-lastbil/',
  },
  tests: {
    label: 'Boka kunskapsprov och körprov hos Trafikverket',
    href: 'https://fp.trafikverket.se/Boka/',
  },
} as const;

export type RoadStepKey = 'permit' | 'riskOne' | 'riskTwo' | 'theoryTest' | 'drivingTest';
export const ROAD_STEP_KEYS: readonly RoadStepKey[] = [
  'permit',
  'riskOne',
  'riskTwo',
  'theoryTest',
  'drivingTest',
];

export const ROAD_STEP_TITLES: Readonly<Record<RoadStepKey, string>> = {
  permit: 'Körkortstillstånd',
  riskOne: 'Riskutbildning del 1',
  riskTwo: 'Riskutbildning del 2',
  theoryTest: 'Kunskapsprov',
  drivingTest: 'Körprov',
};

/**
 * Where a step stands on a day: not given, coming (a date ahead), done (and still valid),
 * passed or failed (a test), or no longer valid.
 */
export type RoadStepState = 'notGiven' | 'coming' | 'done' | 'passed' | 'failed' | 'expired';

export interface RoadStep {
  key: RoadStepKey;
  date: string | null;
  state: RoadStepState;
  /** The last day it is valid (the körprov's deadline for a passed kunskapsprov). */
  validUntil: string | null;
}

export function isRealDate(date: string): boolean {
  return parseDate(date) !== null;
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The date some months later, on the same day of the month or the month's last day when it
 * has none (31 Jan + 1 month = 28/29 Feb; 29 Feb + 12 months = 28 Feb).
 */
export function addMonths(date: string, months: number): string {
  const day = parseDate(date);
  if (day === null) throw new RangeError(`Not a date: ${date}`);
  const start = new Date(day);
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return iso(Date.UTC(year, month, Math.min(start.getUTCDate(), lastOfMonth)));
}

const before = (a: string, b: string) => daysBetween(a, b) > 0;

function validityStep(key: RoadStepKey, date: string | null, years: number, today: string) {
  if (date === null) return { key, date, state: 'notGiven', validUntil: null } as const;
  const validUntil = addMonths(date, years * 12);
  const state = before(today, date) ? 'coming' : before(validUntil, today) ? 'expired' : 'done';
  return { key, date, state, validUntil } as const;
}

function testStep(key: RoadStepKey, date: string | null, passed: boolean | null, today: string) {
  if (date === null) return { key, date, state: 'notGiven', validUntil: null } as const;
  const state =
    passed === true
      ? 'passed'
      : passed === false
        ? 'failed'
        : before(today, date)
          ? 'coming'
          : 'done';
  return { key, date, state, validUntil: null } as const;
}

/** Each step of the road on `today`: its date, where it stands and how long it is valid. */
export function roadSteps(road: RoadToTest, today: string): RoadStep[] {
  const theory: RoadStep = testStep('theoryTest', road.theoryTestOn, road.theoryPassed, today);
  if (theory.state === 'passed' && road.theoryTestOn && road.drivingPassed !== true) {
    const validUntil = addMonths(road.theoryTestOn, THEORY_VALID_MONTHS);
    theory.validUntil = validUntil;
    if (before(validUntil, today)) theory.state = 'expired';
  }
  return [
    validityStep('permit', road.permitOn, PERMIT_VALID_YEARS, today),
    validityStep('riskOne', road.riskOneOn, RISK_VALID_YEARS, today),
    validityStep('riskTwo', road.riskTwoOn, RISK_VALID_YEARS, today),
    theory,
    testStep('drivingTest', road.drivingTestOn, road.drivingPassed, today),
  ];
}

/** Something in the dates that stops a test from counting, in words, with the rule's source. */
export interface RoadProblem {
  text: string;
  rule: keyof typeof ROAD_RULE_SOURCES;
}

/** What is in the wrong order or runs out before a test, checked against the rules. */
export function roadProblems(road: RoadToTest, today: string): RoadProblem[] {
  const problems: RoadProblem[] = [];
  const steps = roadSteps(road, today);
  const step = (key: RoadStepKey) => steps.find((s) => s.key === key)!;
  const tests = [
    { key: 'theoryTest', date: road.theoryTestOn, done: road.theoryPassed !== null },
    { key: 'drivingTest', date: road.drivingTestOn, done: road.drivingPassed !== null },
  ] as const;
  for (const test of tests) {
    if (!test.date || test.done) continue;
    const name = ROAD_STEP_TITLES[test.key].toLowerCase();
    const permit = step('permit');
    if (!permit.date) {
      problems.push({
        text: `Ange när körkortstillståndet beslutades: det behövs för ${name}et.`,
        rule: 'permit',
      });
    } else if (permit.validUntil && before(permit.validUntil, test.date)) {
      problems.push({
        text: `Körkortstillståndet slutar gälla ${permit.validUntil}, före ${name}et.`,
        rule: 'permit',
      });
    }
    for (const part of ['riskOne', 'riskTwo'] as const) {
      const risk = step(part);
      const title = ROAD_STEP_TITLES[part];
      if (!risk.date || !before(risk.date, test.date)) {
        problems.push({ text: `${title} ska vara gjord före ${name}et.`, rule: 'risk' });
      } else if (risk.validUntil && before(risk.validUntil, test.date)) {
        problems.push({
          text: `${title} slutar gälla ${risk.validUntil}, före ${name}et.`,
          rule: 'risk',
        });
      }
    }
  }
  const theory = step('theoryTest');
  if (
    theory.state !== 'expired' &&
    theory.validUntil &&
    road.drivingPassed === null &&
    road.drivingTestOn &&
    before(theory.validUntil, road.drivingTestOn)
  ) {
    problems.push({
      text: `Körprovet ligger efter att kunskapsprovet slutar gälla (${theory.validUntil}).`,
      rule: 'theory',
    });
  }
  if (theory.state === 'expired') {
    problems.push({
      text: `Kunskapsprovet slutade gälla ${theory.validUntil}: det behöver göras om innan körprovet.`,
      rule: 'theory',
    });
  }
  return problems;
}

/** What the drive log holds, for a reminder before the körprov. */
export interface DrivenSoFar {
  conditions: ReadonlySet<DriveCondition>;
  roads: ReadonlySet<DriveRoad>;
}

/** A reminder due on a day: `key` names it once (a changed date makes a new one). */
export interface RoadReminder {
  key: string;
  title: string;
  body: string;
}

/** Days ahead a reminder comes. */
export const ROAD_REMINDER_DAYS = { permit: 60, risk: 30, theory: 30, drivingTest: 14 } as const;

/** What the drive log should hold before the körprov, named in the two-week reminder. */
const BEFORE_THE_TEST: readonly (
  { condition: DriveCondition; where: string } | { road: DriveRoad; where: string }
)[] = [
  { condition: 'dark', where: 'i mörker' },
  { road: 'motorway', where: 'på motorväg' },
  { road: 'rural', where: 'på landsväg' },
];

/** 'a', 'a eller b', 'a, b eller c'. */
function orList(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} eller ${items[items.length - 1]}`;
}

const within = (today: string, date: string, days: number) => {
  const left = daysBetween(today, date);
  return left >= 0 && left <= days;
};

/** The reminders due on `today`: validity running out, and the körprov two weeks ahead. */
export function roadReminders(
  road: RoadToTest,
  today: string,
  driven: DrivenSoFar,
): RoadReminder[] {
  if (road.drivingPassed === true) return [];
  const reminders: RoadReminder[] = [];
  for (const step of roadSteps(road, today)) {
    if (!step.validUntil || step.state === 'expired') continue;
    if (step.key === 'permit' && within(today, step.validUntil, ROAD_REMINDER_DAYS.permit)) {
      reminders.push({
        key: `permit:${step.validUntil}`,
        title: 'Körkortstillståndet går ut',
        body: `Körkortstillståndet gäller till ${step.validUntil}. Det kan inte förlängas: ansök om ett nytt i tid om ni inte hinner klart.`,
      });
    }
    if ((step.key === 'riskOne' || step.key === 'riskTwo') && step.state === 'done') {
      if (within(today, step.validUntil, ROAD_REMINDER_DAYS.risk)) {
        reminders.push({
          key: `${step.key}:${step.validUntil}`,
          title: 'Riskutbildningen går ut',
          body: `${ROAD_STEP_TITLES[step.key]} gäller till ${step.validUntil}.`,
        });
      }
    }
    if (step.key === 'theoryTest' && within(today, step.validUntil, ROAD_REMINDER_DAYS.theory)) {
      reminders.push({
        key: `theory:${step.validUntil}`,
        title: 'Kunskapsprovet går ut',
        body: `Kunskapsprovet gäller till ${step.validUntil}: körprovet ska vara godkänt innan dess.`,
      });
    }
  }
  const test = road.drivingTestOn;
  if (test && road.drivingPassed === null && within(today, test, ROAD_REMINDER_DAYS.drivingTest)) {
    const missing = BEFORE_THE_TEST.filter((item) =>
      'condition' in item ? !driven.conditions.has(item.condition) : !driven.roads.has(item.road),
    ).map((item) => item.where);
    const left = daysBetween(today, test);
    const when =
      left === 0
        ? 'Körprovet är i dag'
        : left === 1
          ? 'Körprovet är i morgon'
          : left === 14
            ? 'Två veckor kvar till körprovet'
            : `${left} dagar kvar till körprovet`;
    reminders.push({
      key: `drivingTest:${test}`,
      title: when,
      body:
        missing.length > 0
          ? `${when} (${test}): ni har inte kört ${orList(missing)} enligt körjournalen.`
          : `${when} (${test}). Körjournalen har mörker, motorväg och landsväg: öva på det som fortfarande känns osäkert.`,
    });
  }
  return reminders;
}
