import { describe, expect, it } from 'vitest';
import type { DriveCondition, DriveRoad } from './drives.js';
import {
  addMonths,
  EMPTY_ROAD_TO_TEST,
  isRealDate,
  roadProblems,
  roadReminders,
  roadSteps,
  type RoadToTest,
} from './road-to-test.js';

const road = (given: Partial<RoadToTest>): RoadToTest => ({ ...EMPTY_ROAD_TO_TEST, ...given });
const driven = (conditions: DriveCondition[], roads: DriveRoad[]) => ({
  conditions: new Set(conditions),
  roads: new Set(roads),
});
const stateOf = (given: Partial<RoadToTest>, today: string) =>
  Object.fromEntries(roadSteps(road(given), today).map((s) => [s.key, s.state]));

describe('dates', () => {
  it('adds months, keeping to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-10-15', 4)).toBe('2027-02-15');
    expect(addMonths('2026-03-01', 60)).toBe('2031-03-01');
  });

  it('knows a real date from one that is not', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2026-02-30')).toBe(false);
    expect(isRealDate('1.9.2026')).toBe(false);
  });
});

describe('roadSteps', () => {
  it('says nothing given for an empty road', () => {
    expect(stateOf({}, '2026-12-07')).toEqual({
      permit: 'notGiven',
      riskOne: 'notGiven',
      riskTwo: 'notGiven',
      theoryTest: 'notGiven',
      drivingTest: 'notGiven',
    });
  });

  it('gives the permit and each riskutbildning five years, and says when they ran out', () => {
    const steps = roadSteps(
      road({ permitOn: '2024-03-01', riskOneOn: '2021-12-01' }),
      '2026-12-07',
    );
    expect(steps[0]).toEqual({
      key: 'permit',
      date: '2024-03-01',
      state: 'done',
      validUntil: '2029-03-01',
    });
    expect(steps[1]).toMatchObject({ state: 'expired', validUntil: '2026-12-01' });
    expect(stateOf({ riskTwoOn: '2027-01-10' }, '2026-12-07').riskTwo).toBe('coming');
  });

  it('gives a passed kunskapsprov four months for the körprov, until the körprov is passed', () => {
    const passed = { theoryTestOn: '2026-10-15', theoryPassed: true };
    expect(roadSteps(road(passed), '2026-12-07')[3]).toMatchObject({
      state: 'passed',
      validUntil: '2027-02-15',
    });
    expect(stateOf(passed, '2027-02-16').theoryTest).toBe('expired');
    expect(
      stateOf({ ...passed, drivingTestOn: '2026-12-01', drivingPassed: true }, '2027-06-01'),
    ).toMatchObject({ theoryTest: 'passed', drivingTest: 'passed' });
    expect(
      stateOf({ theoryTestOn: '2026-12-01', theoryPassed: false }, '2026-12-07').theoryTest,
    ).toBe('failed');
    expect(stateOf({ drivingTestOn: '2026-12-20' }, '2026-12-07').drivingTest).toBe('coming');
  });
});

describe('roadProblems', () => {
  const ready = {
    permitOn: '2025-06-01',
    riskOneOn: '2026-09-01',
    riskTwoOn: '2026-10-01',
    theoryTestOn: '2026-12-10',
    drivingTestOn: '2026-12-20',
  };

  it('finds nothing when every date is in order', () => {
    expect(roadProblems(road(ready), '2026-12-07')).toEqual([]);
  });

  it('needs both parts of the riskutbildning before each test', () => {
    const texts = roadProblems(road({ ...ready, riskTwoOn: '2026-12-15' }), '2026-12-07').map(
      (p) => p.text,
    );
    expect(texts).toEqual(['Riskutbildning del 2 ska vara gjord före kunskapsprovet.']);
    expect(roadProblems(road({ ...ready, riskOneOn: null }), '2026-12-07')).toHaveLength(2);
  });

  it('needs a permit valid on the test day', () => {
    expect(roadProblems(road({ ...ready, permitOn: null }), '2026-12-07')[0]).toMatchObject({
      rule: 'permit',
      text: 'Ange när körkortstillståndet beslutades: det behövs för kunskapsprovet.',
    });
    expect(
      roadProblems(road({ ...ready, permitOn: '2021-12-15' }), '2026-12-07').map((p) => p.text),
    ).toEqual(['Körkortstillståndet slutar gälla 2026-12-15, före körprovet.']);
  });

  it('warns when the körprov is booked after the kunskapsprov stops counting, or it has', () => {
    const late = { ...ready, theoryPassed: true, drivingTestOn: '2027-05-01' };
    expect(roadProblems(road(late), '2026-12-11')).toEqual([
      {
        text: 'Körprovet ligger efter att kunskapsprovet slutar gälla (2027-04-10).',
        rule: 'theory',
      },
    ]);
    expect(roadProblems(road(late), '2027-04-11').map((p) => p.text)).toEqual([
      'Kunskapsprovet slutade gälla 2027-04-10: det behöver göras om innan körprovet.',
    ]);
  });
});

describe('roadReminders', () => {
  it('reminds of a riskutbildning and a permit running out, once per date', () => {
    const given = road({ permitOn: '2022-01-20', riskOneOn: '2021-12-20' });
    expect(roadReminders(given, '2026-12-07', driven([], []))).toEqual([
      {
        key: 'permit:2027-01-20',
        title: 'Körkortstillståndet går ut',
        body: 'Körkortstillståndet gäller till 2027-01-20. Det kan inte förlängas: ansök om ett nytt i tid om ni inte hinner klart.',
      },
      {
        key: 'riskOne:2026-12-20',
        title: 'Riskutbildningen går ut',
        body: 'Riskutbildning del 1 gäller till 2026-12-20.',
      },
    ]);
    expect(roadReminders(given, '2026-10-01', driven([], []))).toEqual([]);
  });

  it('two weeks before the körprov, names what the drive log does not have', () => {
    const given = road({ drivingTestOn: '2026-12-21' });
    expect(roadReminders(given, '2026-12-07', driven(['rain'], ['motorway']))).toEqual([
      {
        key: 'drivingTest:2026-12-21',
        title: 'Två veckor kvar till körprovet',
        body: 'Två veckor kvar till körprovet (2026-12-21): ni har inte kört i mörker eller på landsväg enligt körjournalen.',
      },
    ]);
    expect(roadReminders(given, '2026-12-20', driven([], []))[0]!.body).toBe(
      'Körprovet är i morgon (2026-12-21): ni har inte kört i mörker, på motorväg eller på landsväg enligt körjournalen.',
    );
    expect(
      roadReminders(given, '2026-12-10', driven(['dark'], ['motorway', 'rural']))[0]!.body,
    ).toBe(
      '11 dagar kvar till körprovet (2026-12-21). Körjournalen har mörker, motorväg och landsväg: öva på det som fortfarande känns osäkert.',
    );
    expect(roadReminders(given, '2026-12-06', driven([], []))).toEqual([]);
    expect(roadReminders({ ...given, drivingPassed: true }, '2026-12-20', driven([], []))).toEqual(
      [],
    );
  });

  it('reminds that a passed kunskapsprov runs out', () => {
    const given = road({ theoryTestOn: '2026-08-20', theoryPassed: true });
    expect(roadReminders(given, '2026-12-07', driven([], []))).toEqual([
      {
        key: 'theory:2026-12-20',
        title: 'Kunskapsprovet går ut',
        body: 'Kunskapsprovet gäller till 2026-12-20: körprovet ska vara godkänt innan dess.',
      },
    ]);
  });
});
