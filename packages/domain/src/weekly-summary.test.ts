import { describe, expect, it } from 'vitest';
import type { DriveFacts } from './drive-totals.js';
import { hourIn } from './notifications.js';
import { isWeeklySummaryTime, swedishDay, weekBefore, weeklySummary } from './weekly-summary.js';

const drive = (date: string, changes: Partial<DriveFacts> = {}): DriveFacts => ({
  date,
  minutes: 45,
  km: 20,
  conditions: [],
  roads: ['urban'],
  traffic: 'calm',
  lessons: [],
  supervisedBy: { kind: 'supervisor', name: '' },
  confirmed: null,
  ...changes,
});

describe('the weekly summary’s week', () => {
  it('is Monday to Sunday before the Monday it is sent on, in Swedish dates', () => {
    const monday = Date.parse('2026-12-07T08:30:00Z'); // 09:30 in Stockholm
    expect(isWeeklySummaryTime(monday, hourIn(monday))).toBe(true);
    expect(weekBefore(monday)).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    const early = Date.parse('2026-12-07T05:30:00Z'); // 06:30
    expect(isWeeklySummaryTime(early, hourIn(early))).toBe(false);
    const tuesday = Date.parse('2026-12-08T10:00:00Z');
    expect(isWeeklySummaryTime(tuesday, hourIn(tuesday))).toBe(false);
    // A Sunday evening in UTC that is already Monday in Stockholm.
    expect(swedishDay(Date.parse('2026-12-06T23:30:00Z'))).toBe('2026-12-07');
  });
});

describe('the weekly summary', () => {
  const week = { from: '2026-11-30', to: '2026-12-06' };

  it('tells the learner their week, their approvals and what the log lacks', () => {
    const summary = weeklySummary(
      'student',
      [
        {
          name: 'Vera',
          drives: [
            drive('2026-11-20', { roads: ['motorway'] }),
            drive('2026-12-01', { minutes: 60, conditions: ['dark'] }),
            drive('2026-12-06', { minutes: 30, conditions: ['rain', 'dark'], roads: ['rural'] }),
          ],
          approved: 2,
        },
      ],
      week,
      '2026-12-07',
    );
    expect(summary.subject).toBe('Din vecka i Övningskort (2026-11-30 – 2026-12-06)');
    expect(summary.path).toBe('/korjournal');
    expect(summary.paragraphs).toEqual([
      'Du körde 2 gånger, 1 h 30 min sammanlagt. Förhållanden: mörker, regn. Vägar: tätort, landsväg. Handledaren godkände 2 moment. Inte övat än enligt körjournalen: snö/is/halka, dimma, grusväg. Totalt i körjournalen: 3 körningar, 2 h 15 min.',
    ]);
  });

  it('tells the supervisor each learner’s week, also one without a drive', () => {
    const summary = weeklySummary(
      'supervisor',
      [
        { name: 'Vera', drives: [drive('2026-12-02')], approved: 1 },
        { name: 'Omar', drives: [], approved: 0 },
      ],
      week,
      '2026-12-07',
    );
    expect(summary.subject).toBe('Dina elevers vecka i Övningskort (2026-11-30 – 2026-12-06)');
    expect(summary.paragraphs[0]).toMatch(
      /^Vera körde en gång, 45 min sammanlagt\. Vägar: tätort\. Du godkände ett moment för Vera\./,
    );
    expect(summary.paragraphs[1]).toMatch(/^Omar körde ingen gång\. Inte övat än/);
    expect(summary.paragraphs[1]).toMatch(/Körjournalen har inga körningar än\.$/);
  });
});
