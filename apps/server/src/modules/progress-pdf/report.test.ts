import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfCopy } from './copy.js';
import { renderReport } from './layout.js';
import {
  buildReport,
  contentDisposition,
  driveLogOf,
  PDF_COMMENTS_IN_FULL,
  PDF_DRIVES_IN_FULL,
  pdfFileNames,
  statusText,
  swedishDateTime,
  swedishLongDate,
} from './report.js';
import type { CommentRow, HistoryRow } from './repository.js';
import { sampleInput } from './sample.js';

/** 28 November 2026, 13:00 UTC = 14:00 in Sweden (winter time). */
const NOW = Date.UTC(2026, 10, 28, 13, 0);

describe('the progress PDF’s text', () => {
  it('writes dates and times as in Sweden, with the year', () => {
    expect(swedishDateTime(Date.UTC(2026, 10, 24, 17, 5))).toBe('24 nov. 2026 18:05');
    // Summer time: UTC+2.
    expect(swedishDateTime(Date.UTC(2026, 6, 1, 22, 30))).toBe('2 juli 2026 00:30');
    expect(swedishLongDate(NOW)).toBe('28 november 2026');
    // Just before midnight UTC on the 31st is already the 1st in Sweden.
    expect(swedishLongDate(Date.UTC(2026, 11, 31, 23, 30))).toBe('1 januari 2027');
  });

  it('says every status in words', () => {
    expect(statusText('')).toBe('Ingen status');
    expect(statusText('Började')).toBe('Började');
    expect(statusText('Visad kunskap')).toBe('Visad kunskap');
    expect(statusText('Godkänd')).toBe('Godkänd');
  });

  it('names who set the status shown only when their change leads to it', () => {
    const input = sampleInput({ cards: 1, drives: 0, now: NOW });
    const lesson = input.lessons[0]!;
    const change = (over: Partial<HistoryRow>): HistoryRow => ({
      lessonId: lesson.id,
      field: 'statA',
      toValue: 'Godkänd',
      byRole: 'supervisor',
      byName: 'Tor Handledare',
      madeAt: null,
      deviceTimeRejected: 0,
      at: Date.UTC(2026, 10, 24, 17, 5),
      ...over,
    });
    const first = (history: HistoryRow[], status: string) =>
      buildReport({
        ...input,
        lessons: [{ ...lesson, statA: status }],
        history,
        comments: [],
      }).cards[0]!.lessons[0]!.moments[0]!;

    expect(first([change({})], 'Godkänd')).toMatchObject({
      setBy: 'Godkänd av handledaren Tor Handledare 24 nov. 2026 18:05',
      approved: true,
    });
    // The newest change counts; an older one leading to the same status does not.
    const newer = change({
      toValue: 'Visad kunskap',
      byRole: 'student',
      byName: 'Ines Elev',
      at: Date.UTC(2026, 10, 25, 8, 0),
    });
    expect(first([newer, change({})], 'Visad kunskap').setBy).toBe(
      'Elevens egen bedömning: Visad kunskap 25 nov. 2026 09:00',
    );
    // The learner's own 'Godkänd' is her assessment: it is said so, and not counted approved.
    const own = change({ byRole: 'student', byName: 'Ines Elev' });
    expect(first([own], 'Godkänd')).toMatchObject({
      setBy: 'Elevens egen bedömning: Godkänd 24 nov. 2026 18:05',
      approved: false,
    });
    // Made offline at 10:00 and sent at 12:00: dated 10:00, and said so.
    const offline = change({
      madeAt: Date.UTC(2026, 10, 24, 9, 0),
      at: Date.UTC(2026, 10, 24, 11, 0),
    });
    expect(first([offline], 'Godkänd').setBy).toBe(
      'Godkänd av handledaren Tor Handledare 24 nov. 2026 10:00 ' +
        '(gjord utan nät, skickad 24 nov. 2026 12:00)',
    );
    // The status shown was not set by the newest change known: no name is lent to it.
    expect(first([newer, change({})], 'Godkänd').setBy).toBeNull();
    expect(first([], 'Godkänd').setBy).toBeNull();
    // Cleared: no status, and who took it away.
    expect(first([change({ toValue: '' })], '')).toMatchObject({
      statusText: 'Ingen status',
      setBy: 'Status borttagen av handledaren Tor Handledare 24 nov. 2026 18:05',
    });
    // A name not kept: the role alone.
    expect(first([change({ byName: '' })], 'Godkänd').setBy).toBe(
      'Godkänd av handledaren 24 nov. 2026 18:05',
    );
  });

  it('puts each comment under its sub-moment or its lesson, with who and when', () => {
    const input = sampleInput({ cards: 1, drives: 0, now: NOW });
    const lesson = input.lessons[0]!;
    const at = Date.UTC(2026, 10, 24, 17, 10);
    const report = buildReport({
      ...input,
      comments: [
        {
          lessonId: lesson.id,
          subMoment: 'catB',
          body: 'Kolla lamporna i mörker.',
          byRole: 'supervisor',
          byName: 'Tor Handledare',
          createdAt: at,
          updatedAt: at,
          madeAt: null,
          deviceTimeRejected: 0,
        },
        {
          lessonId: lesson.id,
          subMoment: null,
          body: 'Hela lektionen gick bra.',
          byRole: 'student',
          byName: 'Åsa Ängström-Öberg',
          createdAt: at,
          updatedAt: at + 3_600_000,
          madeAt: null,
          deviceTimeRejected: 0,
        },
      ],
    });
    const shown = report.cards[0]!.lessons[0]!;
    expect(shown.moments[0]!.comments).toEqual([]);
    expect(shown.moments[1]!.comments).toEqual([
      {
        heading: 'Kommentar av Tor Handledare (handledare) 24 nov. 2026 18:10',
        body: 'Kolla lamporna i mörker.',
      },
    ]);
    expect(shown.comments).toEqual([
      {
        heading:
          'Kommentar av Åsa Ängström-Öberg (elev) 24 nov. 2026 18:10 (ändrad 24 nov. 2026 19:10)',
        body: 'Hela lektionen gick bra.',
      },
    ]);
  });

  it('counts each card and lesson and says who marked a lesson done', () => {
    const report = buildReport(sampleInput({ cards: 2, drives: 0, now: NOW }));
    expect(report.cards.map((c) => c.heading)).toEqual(['Kort 1', 'Kort 2']);
    expect(report.cards[0]!.lessons).toHaveLength(15);
    expect(report.cards[0]!.lessons.map((l) => l.heading).slice(0, 3)).toEqual([
      'Lektion 1: Säkerhetskontroll',
      'Lektion 2: Förarplatsanpassning',
      'Lektion 3: Manuell växellåda samt rattstyrning',
    ]);
    expect(report.cards[0]!.summary).toMatch(
      /^7 av 15 lektioner klara · \d+ av \d+ moment godkända av handledaren$/,
    );
    const done = report.cards[0]!.lessons[1]!;
    expect(done).toMatchObject({ done: true, doneText: 'Klar' });
    expect(done.doneBy).toMatch(/^Markerad som klar av Åsa Ängström-Öberg \(elev\) /);
    expect(report.cards[0]!.lessons[0]).toMatchObject({
      done: false,
      doneText: 'Inte markerad klar',
      doneBy: null,
    });
    expect(report.studentLine).toBe('Elev: Åsa Ängström-Öberg');
    expect(report.supervisorLine).toBe('Handledare: Tor Handledare');
    expect(report.created).toBe('Skapad 28 november 2026');
  });

  it('sums the drive log, or leaves it out when there are no drives', () => {
    expect(driveLogOf([], NOW)).toBeNull();
    const one = driveLogOf(sampleInput({ cards: 0, drives: 1, now: NOW }).drives, NOW)!;
    expect(one.totals[3]).toEqual(['Bekräftade av handledare', '0 av 1 körning']);
    const { drives } = sampleInput({ cards: 0, drives: 3, now: NOW });
    const log = driveLogOf(drives, NOW)!;
    expect(log.totals).toEqual([
      ['Körningar', '3'],
      ['Körtid', '1 h 3 min'],
      ['Sträcka', '11,1 km'],
      ['Bekräftade av handledare', '2 av 3 körningar'],
      ['Senaste körningen', '2026-11-26'],
    ]);
    expect(log.byCondition[0]).toEqual(['Mörker', '1 körning, 20 min']);
    expect(log.byCondition.map(([label]) => label)).toEqual([
      'Mörker',
      'Skymning/gryning',
      'Regn',
      'Snö/is/halka',
      'Dimma',
    ]);
    expect(log.drives.map((d) => [d.supervisor, d.confirmed])).toEqual([
      ['Trafikskola: Trafikskolan Syd', 'Nej'],
      ['Annan person: Mamma', 'Ja, av Tor Handledare'],
      ['Tor Handledare', 'Ja, av Tor Handledare'],
    ]);
  });

  it('names the file in ASCII and as written', () => {
    expect(pdfFileNames('Åsa Ängström-Öberg', NOW)).toEqual({
      ascii: 'ovningskort-asa-angstrom-oberg-2026-11-28.pdf',
      utf8: 'ovningskort-Åsa-Ängström-Öberg-2026-11-28.pdf',
    });
    expect(pdfFileNames('"; rm -rf /', NOW)).toEqual({
      ascii: 'ovningskort-rm-rf-2026-11-28.pdf',
      utf8: 'ovningskort-rm-rf-2026-11-28.pdf',
    });
    expect(pdfFileNames('', NOW).ascii).toBe('ovningskort-elev-2026-11-28.pdf');
    expect(contentDisposition("Zoë O'Brien", NOW)).toBe(
      'attachment; filename="ovningskort-zoe-o-brien-2026-11-28.pdf"; ' +
        "filename*=UTF-8''ovningskort-Zo%C3%AB-O-Brien-2026-11-28.pdf",
    );
  });
});

describe('what one PDF draws at most (security round 3)', () => {
  it('lists the latest drives in full, sums every drive, and says how many are only in the sums', () => {
    const { drives } = sampleInput({ cards: 0, drives: PDF_DRIVES_IN_FULL + 1300, now: NOW });
    const log = driveLogOf(drives, NOW)!;
    // The latest PDF_DRIVES_IN_FULL, in the log's order (the latest first).
    expect(log.drives).toEqual(driveLogOf(drives.slice(0, PDF_DRIVES_IN_FULL), NOW)!.drives);
    expect(log.listHeading).toBe('De senaste körningarna');
    expect(log.listNote).toBe(
      'De senaste 200 körningarna visas i sin helhet; de 1\u00a0300 äldre ingår i summorna ovan.',
    );
    // The totals count all 1500.
    const minutes = drives.reduce((sum, d) => sum + d.minutes, 0);
    expect(log.totals[0]).toEqual(['Körningar', '1500']);
    expect(log.totals[1]).toEqual(['Körtid', pdfCopy.minutes(minutes)]);
    const dark = drives.filter((d) => d.conditions.includes('dark')).length;
    expect(log.byCondition[0]![1]).toMatch(new RegExp(`^${dark} körningar, `));
    expect(log.totals[4]).toEqual(['Senaste körningen', drives[0]!.date]);

    // One more than the cap: the oldest only in the sums; at the cap, every drive, as before.
    const oneOver = driveLogOf(drives.slice(0, PDF_DRIVES_IN_FULL + 1), NOW)!;
    expect(oneOver.drives).toHaveLength(PDF_DRIVES_IN_FULL);
    expect(oneOver.listNote).toBe(
      'De senaste 200 körningarna visas i sin helhet; den äldsta ingår i summorna ovan.',
    );
    const all = driveLogOf(drives.slice(0, PDF_DRIVES_IN_FULL), NOW)!;
    expect(all.drives).toHaveLength(PDF_DRIVES_IN_FULL);
    expect(all.listHeading).toBe('Alla körningar');
    expect(all.listNote).toBeNull();
  });

  it('shows the latest comments, each in its place, and says how many older ones are in the app', () => {
    const input = sampleInput({ cards: 1, drives: 0, now: NOW });
    const lessons = input.lessons;
    const comment = (i: number): CommentRow => ({
      lessonId: lessons[i % lessons.length]!.id,
      subMoment: i % 2 === 0 ? 'catA' : null,
      body: `Kommentar nummer ${i}.`,
      byRole: 'supervisor',
      byName: 'Tor Handledare',
      createdAt: NOW - (1000 - i) * 60_000,
      updatedAt: NOW - (1000 - i) * 60_000,
      madeAt: null,
      deviceTimeRejected: 0,
    });
    const comments = Array.from({ length: PDF_COMMENTS_IN_FULL + 50 }, (_, i) => comment(i));
    const report = buildReport({ ...input, comments });
    const shown = report.cards.flatMap((card) =>
      card.lessons.flatMap((lesson) => [
        ...lesson.comments,
        ...lesson.moments.flatMap((moment) => moment.comments),
      ]),
    );
    const bodies = new Set(shown.map((c) => c.body));
    expect(shown).toHaveLength(PDF_COMMENTS_IN_FULL);
    // The latest 200 (50…249) and none of the 50 oldest.
    for (let i = 50; i < PDF_COMMENTS_IN_FULL + 50; i += 1) {
      expect(bodies.has(`Kommentar nummer ${i}.`), String(i)).toBe(true);
    }
    for (let i = 0; i < 50; i += 1) expect(bodies.has(`Kommentar nummer ${i}.`)).toBe(false);
    // Still in its place: comment 248 is on the sub-moment catA of its lesson.
    const lesson248 = report.cards[0]!.lessons[248 % lessons.length]!;
    expect(lesson248.moments[0]!.comments.map((c) => c.body)).toContain('Kommentar nummer 248.');
    expect(report.commentsNote).toBe(
      'De senaste 200 kommentarerna visas; de 50 äldre finns i appen.',
    );

    const oneOver = buildReport({
      ...input,
      comments: comments.slice(0, PDF_COMMENTS_IN_FULL + 1),
    });
    expect(oneOver.commentsNote).toBe(
      'De senaste 200 kommentarerna visas; den äldsta finns i appen.',
    );
    const atCap = buildReport({ ...input, comments: comments.slice(0, PDF_COMMENTS_IN_FULL) });
    expect(atCap.commentsNote).toBeNull();
    expect(
      atCap.cards[0]!.lessons.flatMap((l) => [
        ...l.comments,
        ...l.moments.flatMap((m) => m.comments),
      ]),
    ).toHaveLength(PDF_COMMENTS_IN_FULL);
  });
});

describe('the progress PDF’s layout', () => {
  it('draws A4 pages whose text reads back, with page numbers on each', async () => {
    const report = buildReport(sampleInput({ cards: 1, drives: 40, now: NOW }));
    const pdf = await renderReport(report, NOW);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovk-pdf-layout-'));
    try {
      const file = path.join(dir, 'report.pdf');
      fs.writeFileSync(file, pdf);
      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
      expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
      expect(info).toMatch(/Title:\s+Övningskort för Åsa Ängström-Öberg/);
      const pages = Number(/^Pages:\s+(\d+)/m.exec(info)![1]);
      for (let page = 1; page <= pages; page += 1) {
        const text = execFileSync(
          'pdftotext',
          ['-layout', '-f', String(page), '-l', String(page), file, '-'],
          { encoding: 'utf8' },
        ).replace(/[ \t]+/g, ' ');
        // Each page's footer: the app, the student, when it was made, and which page.
        expect(text).toContain(
          `Övningskort · Åsa Ängström-Öberg · Skapad 28 november 2026 Sida ${page} av ${pages}`,
        );
      }
      const all = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
        /[ \t]+/g,
        ' ',
      );
      // Every lesson, every sub-moment's status and every drive, in order.
      let from = 0;
      for (const lesson of report.cards[0]!.lessons) {
        const at = all.indexOf(lesson.heading, from);
        expect(at, lesson.heading).toBeGreaterThan(-1);
        from = at;
        for (const moment of lesson.moments) {
          const row = all.indexOf(`${moment.heading} ${moment.statusText}\n`, from);
          expect(row, moment.heading).toBeGreaterThan(-1);
          from = row;
        }
      }
      for (const drive of report.driveLog!.drives) {
        const row = all.indexOf(`${drive.date} ${drive.start} `, from);
        expect(row, drive.date).toBeGreaterThan(-1);
        from = row;
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the capped PDF’s text', () => {
  it('says on the page what is left out, and leaves it out', async () => {
    const input = sampleInput({ cards: 1, drives: PDF_DRIVES_IN_FULL + 2, now: NOW });
    const comments = Array.from({ length: PDF_COMMENTS_IN_FULL + 3 }, (_, i): CommentRow => ({
      lessonId: input.lessons[i % input.lessons.length]!.id,
      subMoment: null,
      body: `Kommentar nummer ${i}.`,
      byRole: 'student',
      byName: 'Åsa Ängström-Öberg',
      createdAt: NOW - (1000 - i) * 60_000,
      updatedAt: NOW - (1000 - i) * 60_000,
      madeAt: null,
      deviceTimeRejected: 0,
    }));
    const pdf = await renderReport(buildReport({ ...input, comments }), NOW);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovk-pdf-capped-'));
    try {
      const file = path.join(dir, 'report.pdf');
      fs.writeFileSync(file, pdf);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
        .replace(/\u00a0/g, ' ')
        .replace(/[ \t]+/g, ' ');
      expect(text).toContain('De senaste 200 kommentarerna visas; de 3 äldre finns i appen.');
      expect(text).toContain('De senaste körningarna');
      expect(text).not.toContain('Alla körningar');
      expect(text).toContain(
        'De senaste 200 körningarna visas i sin helhet; de 2 äldre ingår i summorna ovan.',
      );
      expect(text).toMatch(/Körningar 202\n/);
      // The latest drive and comment are there; the two oldest drives and three comments not.
      expect(text).toContain(`${input.drives[0]!.date} ${input.drives[0]!.startTime} `);
      expect(text).toContain(`${input.drives[199]!.date} ${input.drives[199]!.startTime} `);
      expect(text).not.toContain(`${input.drives[200]!.date} `);
      expect(text).not.toContain(`${input.drives[201]!.date} `);
      expect(text).toContain('Kommentar nummer 202.');
      expect(text).toContain('Kommentar nummer 3.');
      for (const old of [0, 1, 2]) expect(text).not.toContain(`Kommentar nummer ${old}.`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
