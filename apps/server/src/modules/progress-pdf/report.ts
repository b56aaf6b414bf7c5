import {
  cardToJudge,
  readiness,
  READINESS_VERDICT_LABELS,
  readinessReasonText,
  readinessStatementLines,
  swedishDay,
  type ProgressLesson,
  type ReadinessStatement,
  type StatusKey,
  confirmerText,
  DRIVE_CONDITION_LABELS,
  DRIVE_CONDITIONS,
  DRIVE_ROAD_LABELS,
  DRIVE_ROADS,
  DRIVE_SUPERVISOR_LABELS,
  driveTotals,
  reflectionText,
  selfAssessmentPointText,
  selfAssessmentSummary,
  type SelfAssessment,
  groupCards,
  approvedBySupervisor,
  historyWhoText,
  latestLeadingTo,
  madeTimeNote,
  setByText,
  statusKeyOf,
  SUB_MOMENT_KEYS,
  type ActorRole,
  type Drive,
  type DriveTally,
  type Status,
  type SubMomentKey,
} from '@ovningskort/domain';
import QRCode from 'qrcode';
import { fileNames, pdfCopy as t } from './copy.js';
import type { CommentRow, HistoryRow, LessonRow } from './repository.js';

/**
 * The progress PDF's content (decision 021) as plain values and finished Swedish text: what the
 * layout draws, and what a test reads without drawing. Pure: the time is passed in and every
 * date is Sweden's.
 */

export interface ReportComment {
  /** 'Kommentar av Tor Handledare (handledare) 24 nov. 2026 18:10'. */
  heading: string;
  body: string;
}

export interface ReportMoment {
  heading: string;
  status: Status;
  /** The status in words; 'Ingen status' when there is none (never colour alone). */
  statusText: string;
  /** Approved: 'Godkänd', set by the supervisor (what the summaries count). */
  approved: boolean;
  /**
   * 'Godkänd av handledaren Tor Handledare 24 nov. 2026 18:05' or 'Elevens egen bedömning:
   * Godkänd …' (issue 34), with '(gjord utan nät, skickad …)' when it was sent later; null when
   * the history does not know.
   */
  setBy: string | null;
  comments: ReportComment[];
}

export interface ReportLesson {
  /** 'Lektion 3: Manuell växellåda samt rattstyrning' (its place on the card, as the app). */
  heading: string;
  done: boolean;
  doneText: string;
  /** '2 av 4 moment godkända av handledaren' (the learner's own 'Godkänd' does not count). */
  approvedText: string;
  /** 'Markerad som klar av Ines Elev (elev) 23 nov. 2026 17:40', when it is done and known. */
  doneBy: string | null;
  moments: ReportMoment[];
  /** Comments on the whole lesson. */
  comments: ReportComment[];
}

export interface ReportCard {
  heading: string;
  summary: string;
  lessons: ReportLesson[];
}

export interface ReportDriveRow {
  date: string;
  start: string;
  duration: string;
  supervisor: string;
  confirmed: string;
  conditions: string;
  /** The learner's reflection after the drive as one line (issue 36); null when none. */
  reflection: string | null;
}

export interface ReportDriveLog {
  /** Label and value: Körningar, Körtid, Sträcka, Bekräftade, Senaste körningen. Every drive. */
  totals: [string, string][];
  byCondition: [string, string][];
  byRoad: [string, string][];
  /** 'Alla körningar', or 'De senaste körningarna' when older ones are left out. */
  listHeading: string;
  /** When older drives are left out: how many are shown, and that the totals count them all. */
  listNote: string | null;
  /** The latest PDF_DRIVES_IN_FULL drives, the latest first. */
  drives: ReportDriveRow[];
}

export interface Report {
  title: string;
  documentTitle: string;
  studentName: string;
  studentLine: string;
  supervisorLine: string;
  /** 'Skapad 28 november 2026'. */
  created: string;
  /** When older comments are left out: how many are shown, and where the rest are. */
  commentsNote: string | null;
  cards: ReportCard[];
  /** Only when the student has drives. */
  driveLog: ReportDriveLog | null;
  /** The live record's read-only link (issue 34), when the PDF carries one. */
  check?: ReportCheck;
  /** The learner's self-assessment before the test (issue 36); only once it is saved. */
  selfAssessment?: ReportSelfAssessment | null;
  /** "Redo för körprovet?" (issue 39): the verdict now, its reasons, the supervisor's word. */
  readiness?: ReportReadiness | null;
}

/** The readiness section: the app's verdict from this report's data, and any statement. */
export interface ReportReadiness {
  heading: string;
  /** 'Bedömning nu: Snart'. */
  verdict: string;
  reasons: string[];
  /**
   * The supervisor's latest statement then the figures counted when it was made; or, when none
   * was made, the one line that says so.
   */
  statement: string[];
  rules: string;
}

/** The self-assessment, small: when, how many fully true, and what is not yet (issue 36). */
export interface ReportSelfAssessment {
  heading: string;
  /** 'Ifylld 6 december 2026 · 7 av 10 påståenden stämmer helt · 1 obesvarade'. */
  line: string;
  /** 'Att prata om före provet:', or that every answer is "Stämmer helt". */
  lead: string;
  /** 'Mobilen: Stämmer delvis – ”Vid rödljus”', "Stämmer inte" first. */
  points: string[];
}

/** The self-assessment's section of the PDF; null before the learner has saved one. */
export function selfAssessmentOf(assessment: SelfAssessment | null | undefined) {
  if (!assessment || assessment.answeredAt === null) return null;
  const summary = selfAssessmentSummary(assessment.answers);
  return {
    heading: t.selfAssessment,
    line: t.selfAssessmentLine(
      swedishLongDate(assessment.answeredAt),
      summary.fully,
      summary.answered,
      summary.total,
    ),
    lead: summary.toTalkOver.length > 0 ? t.selfAssessmentToTalkOver : t.selfAssessmentAllTrue,
    points: summary.toTalkOver.map(selfAssessmentPointText),
  } satisfies ReportSelfAssessment;
}

/** 'Kontrollera mot den levande journalen: <url> · kod ABCD-2345', and the QR code's modules. */
export interface ReportCheck {
  text: string;
  url: string;
  code: string;
  /** The QR code of `url`: `size` × `size` modules, row by row, 1 dark. */
  qr: { size: number; modules: number[] };
}

/** The check line and QR code of a printout's link (issue 34). */
export function checkOf(link: { url: string; code: string }): ReportCheck {
  const qr = QRCode.create(link.url, { errorCorrectionLevel: 'M' });
  return {
    text: t.check(link.url, link.code),
    url: link.url,
    code: link.code,
    qr: { size: qr.modules.size, modules: Array.from(qr.modules.data) },
  };
}

export interface ReportInput {
  now: number;
  student: { name: string; surname: string };
  supervisor: { name: string; surname: string } | null;
  /** In the app's order: card by card, lessons by number. */
  lessons: readonly LessonRow[];
  /** Newest first. */
  history: readonly HistoryRow[];
  /** Oldest first. */
  comments: readonly CommentRow[];
  /** The drive log, the latest first. */
  drives: readonly Drive[];
  /** The learner's self-assessment before the test (issue 36). */
  selfAssessment?: SelfAssessment | null;
  /** The supervisor's latest "Vi tycker att vi är redo" (issue 39). */
  statement?: ReadinessStatement | null;
}

/**
 * What one PDF draws at most (security round 3): drawing costs time in proportion to what is
 * drawn, and a drive log or a card's comments have no end. The latest drives are drawn in full
 * and the totals still count every drive; the latest comments are drawn and the rest are in the
 * app. Each card and lesson is drawn (at most MAX_CARDS cards of 15 lessons), and with it who
 * set each status: one line per sub-moment, however long the history.
 */
export const PDF_DRIVES_IN_FULL = 200;
export const PDF_COMMENTS_IN_FULL = 200;

const ZONE = 'Europe/Stockholm';
const dateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const longDate = new Intl.DateTimeFormat('sv-SE', {
  timeZone: ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const isoDate = new Intl.DateTimeFormat('sv-SE', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** '24 nov. 2026 18:05' in Sweden: the PDF is read later and elsewhere, so always the year. */
export function swedishDateTime(at: number): string {
  return dateTime.format(at);
}

/** '28 november 2026' in Sweden. */
export function swedishLongDate(at: number): string {
  return longDate.format(at);
}

const fullName = (person: { name: string; surname: string }) =>
  `${person.name} ${person.surname}`.trim();

/** A 0/1 flag, or PostgreSQL's boolean. */
const flag = (value: unknown) => value === true || Number(value) === 1;

const who = (row: { byRole: ActorRole; byName: string }) =>
  historyWhoText({ role: row.byRole, name: row.byName });

/**
 * When a change was made, with a word when it was sent later or its device time was not
 * accepted: '24 nov. 2026 10:00 (gjord utan nät, skickad 24 nov. 2026 12:00)'.
 */
function whenMade(row: Pick<HistoryRow, 'at' | 'madeAt' | 'deviceTimeRejected'>): string {
  const receivedAt = Number(row.at);
  const madeAt = row.madeAt === null ? receivedAt : Number(row.madeAt);
  const note = madeTimeNote(
    { madeAt, receivedAt, deviceTimeRejected: flag(row.deviceTimeRejected) },
    swedishDateTime,
  );
  const when = swedishDateTime(madeAt);
  return note ? `${when} (${note})` : when;
}

function commentOf(row: CommentRow): ReportComment {
  const created = Number(row.createdAt);
  const updated = Number(row.updatedAt);
  return {
    heading:
      t.comment(who(row), whenMade({ ...row, at: created })) +
      (updated > created ? t.edited(swedishDateTime(updated)) : ''),
    body: row.body,
  };
}

/** The status in words, for the table and for anyone who cannot tell colours apart. */
export function statusText(status: string): string {
  return status || t.noStatus;
}

/** The latest change of each cell, by lesson id and field ('statA'…, 'isDone'). */
function latestChanges(history: readonly HistoryRow[]) {
  type Change = HistoryRow & { to: string };
  const byCell = new Map<string, Change[]>();
  for (const row of history) {
    const key = `${row.lessonId}\n${row.field}`;
    const change = { ...row, to: row.toValue };
    const list = byCell.get(key);
    if (list) list.push(change);
    else byCell.set(key, [change]);
  }
  return (lessonId: string, field: string) => byCell.get(`${lessonId}\n${field}`) ?? [];
}

function commentsByPlace(comments: readonly CommentRow[]) {
  const byPlace = new Map<string, ReportComment[]>();
  for (const row of comments) {
    const key = `${row.lessonId}\n${row.subMoment ?? ''}`;
    const list = byPlace.get(key);
    if (list) list.push(commentOf(row));
    else byPlace.set(key, [commentOf(row)]);
  }
  return (lessonId: string, subMoment: SubMomentKey | null) =>
    byPlace.get(`${lessonId}\n${subMoment ?? ''}`) ?? [];
}

function tallyText(tally: DriveTally): string {
  return t.tally(t.driveCount(tally.drives), t.minutes(tally.minutes));
}

function driveRow(drive: Drive): ReportDriveRow {
  const { kind, name } = drive.supervisedBy;
  const reflection = reflectionText(drive.reflection);
  const label = DRIVE_SUPERVISOR_LABELS[kind];
  return {
    date: drive.date,
    start: drive.startTime,
    duration: t.minutes(drive.minutes),
    // The linked supervisor by name; a school or another person by what they are, and name.
    supervisor: !name ? label : kind === 'supervisor' ? name : `${label}: ${name}`,
    confirmed: drive.confirmed ? t.confirmedBy(confirmerText(drive.confirmed)) : t.notConfirmed,
    conditions:
      [
        ...drive.conditions.map((c) => DRIVE_CONDITION_LABELS[c]),
        ...drive.roads.map((r) => DRIVE_ROAD_LABELS[r]),
      ].join(', ') || t.none,
    reflection: reflection ? t.reflection(reflection) : null,
  };
}

/**
 * The drive log's section: totals of every drive, per condition and road, and the latest
 * PDF_DRIVES_IN_FULL drives (given the latest first), with a sentence when older ones are left out.
 */
export function driveLogOf(drives: readonly Drive[], now: number): ReportDriveLog | null {
  if (drives.length === 0) return null;
  const totals = driveTotals(drives, isoDate.format(now));
  const shown = drives.slice(0, PDF_DRIVES_IN_FULL);
  const older = drives.length - shown.length;
  return {
    totals: [
      [t.drives, String(totals.all.drives)],
      [t.time, t.minutes(totals.all.minutes)],
      [t.distance, t.km(totals.all.km)],
      [t.confirmedLabel, t.confirmedShare(totals.confirmed.drives, totals.all.drives)],
      [t.lastDrive, totals.lastDrive?.date ?? t.none],
    ],
    byCondition: DRIVE_CONDITIONS.map((c) => [
      DRIVE_CONDITION_LABELS[c],
      tallyText(totals.byCondition[c]),
    ]),
    byRoad: DRIVE_ROADS.map((r) => [DRIVE_ROAD_LABELS[r], tallyText(totals.byRoad[r])]),
    listHeading: older > 0 ? t.latestDrives : t.driveList,
    listNote: older > 0 ? t.olderDrives(shown.length, older) : null,
    drives: shown.map(driveRow),
  };
}

/** Everything the PDF shows, in order. */
export function buildReport(input: ReportInput): Report {
  const changes = latestChanges(input.history);
  // The latest PDF_COMMENTS_IN_FULL comments (given the oldest first), each in its place.
  const comments = input.comments.slice(-PDF_COMMENTS_IN_FULL);
  const olderComments = input.comments.length - comments.length;
  const commentsAt = commentsByPlace(comments);
  const name = fullName(input.student);

  const judged: { groupId: string; lessons: (ProgressLesson & { groupId: string })[] }[] = [];
  const cards = groupCards(input.lessons).map((card, index): ReportCard => {
    const progress: (ProgressLesson & { groupId: string })[] = [];
    judged.push({ groupId: card.groupId, lessons: progress });
    const lessons = card.lessons.map((row, at): ReportLesson => {
      const moments = SUB_MOMENT_KEYS.flatMap((key): ReportMoment[] => {
        const heading = row[key]?.trim();
        if (!heading) return [];
        const field = statusKeyOf(key);
        const status = row[field] as Status;
        const latest = latestLeadingTo(changes(row.id, field), status);
        return [
          {
            heading,
            status,
            statusText: statusText(status),
            setBy: latest
              ? setByText(status, { role: latest.byRole, name: latest.byName }, whenMade(latest))
              : null,
            approved: approvedBySupervisor(status, latest),
            comments: commentsAt(row.id, key),
          },
        ];
      });
      const done = flag(row.isDone);
      const doneChange = done ? latestLeadingTo(changes(row.id, 'isDone'), '1') : undefined;
      const approved = moments.filter((m) => m.approved).length;
      progress.push(progressLessonOf(row, done, moments));
      return {
        heading: t.lesson(at + 1, row.nytitle),
        done,
        doneText: done ? t.done : t.notDone,
        approvedText: t.lessonApproved(approved, moments.length),
        doneBy: doneChange ? t.doneBy(who(doneChange), whenMade(doneChange)) : null,
        moments,
        comments: commentsAt(row.id, null),
      };
    });
    const moments = lessons.flatMap((l) => l.moments);
    return {
      heading: t.card(index + 1),
      summary: t.cardSummary(
        lessons.filter((l) => l.done).length,
        lessons.length,
        moments.filter((m) => m.approved).length,
        moments.length,
      ),
      lessons,
    };
  });

  return {
    title: t.title,
    documentTitle: t.documentTitle(name),
    studentName: name,
    studentLine: t.student(name),
    supervisorLine: input.supervisor ? t.supervisor(fullName(input.supervisor)) : t.noSupervisor,
    created: t.created(swedishLongDate(input.now)),
    commentsNote: olderComments > 0 ? t.olderComments(comments.length, olderComments) : null,
    cards,
    driveLog: driveLogOf(input.drives, input.now),
    selfAssessment: selfAssessmentOf(input.selfAssessment),
    readiness: readinessOf(judged, input),
  };
}

/** A lesson as the readiness rules read it: the statuses the supervisor approved listed. */
function progressLessonOf(
  row: LessonRow,
  done: boolean,
  moments: readonly ReportMoment[],
): ProgressLesson & { groupId: string } {
  const lesson: ProgressLesson & { groupId: string } = {
    groupId: row.groupId,
    number: row.number,
    isDone: done,
    approvedBySupervisor: [],
  } as unknown as ProgressLesson & { groupId: string };
  const approved: StatusKey[] = [];
  let at = 0;
  for (const key of SUB_MOMENT_KEYS) {
    const field = statusKeyOf(key);
    Object.assign(lesson, { [key]: row[key] ?? '', [field]: row[field] ?? '' });
    if (!row[key]?.trim()) continue;
    if (moments[at]?.approved) approved.push(field);
    at += 1;
  }
  lesson.approvedBySupervisor = approved;
  return lesson;
}

/** "Redo för körprovet?" from the report's own data; null without a card. */
function readinessOf(
  cards: readonly { groupId: string; lessons: (ProgressLesson & { groupId: string })[] }[],
  input: ReportInput,
): ReportReadiness | null {
  const card = cardToJudge(cards);
  if (!card) return null;
  const result = readiness({
    lessons: card.card.lessons,
    totals: driveTotals(input.drives, swedishDay(input.now)),
    selfAssessment: selfAssessmentSummary(input.selfAssessment?.answers ?? []),
  });
  return {
    heading: t.readiness,
    verdict: t.readinessVerdict(
      READINESS_VERDICT_LABELS[result.verdict],
      cards.length > 1 ? card.position : null,
    ),
    reasons: result.reasons.map(readinessReasonText),
    statement: input.statement
      ? readinessStatementLines(input.statement, swedishLongDate(input.statement.madeAt))
      : [t.readinessNoStatement],
    rules: t.readinessRules,
  };
}

/**
 * The download's names: `ovningskort-<name>-<date>.pdf` in plain ASCII (å → a, spaces → -) for
 * the quoted filename, and the name as written for filename* (RFC 6266 / 5987).
 */
export function pdfFileNames(name: string, now: number) {
  const date = isoDate.format(now);
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'elev';
  // Letters and digits of any language; anything else (spaces, slashes, quotes) a hyphen.
  const utf8 = name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'elev';
  return { ascii: fileNames.base(ascii, date), utf8: fileNames.base(utf8, date) };
}

/** The content-disposition header of the download. */
export function contentDisposition(name: string, now: number): string {
  const { ascii, utf8 } = pdfFileNames(name, now);
  const encoded = encodeURIComponent(utf8).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
