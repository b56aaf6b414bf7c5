import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { pdfCopy as t } from './copy.js';
import type {
  Report,
  ReportCheck,
  ReportComment,
  ReportDriveLog,
  ReportDriveRow,
  ReportLesson,
  ReportMoment,
  ReportReadiness,
  ReportSelfAssessment,
} from './report.js';

/**
 * Draws the progress PDF (decision 021) with pdfkit: A4, DejaVu Sans from the npm package
 * `dejavu-fonts-ttf` (never a system font; pdfkit embeds the glyphs used, with their Unicode
 * mapping, so å ä ö come back from text extraction), a heading per card, a table-like block per
 * lesson, the drive log, and "Sida N av M" with the date it was made in every footer.
 */

const require = createRequire(import.meta.url);

/**
 * The fonts, read and parsed once per process (the package is a dependency, so always there):
 * every PDF then shares fontkit's parsed tables and glyphs instead of parsing 2 MB again.
 */
let fonts: Record<Font, fontkit.Font> | undefined;
function fontFiles() {
  const parse = (file: string) => fontkit.create(readFileSync(file)) as fontkit.Font;
  fonts ??= {
    regular: parse(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: parse(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
    italic: parse(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf')),
  };
  return fonts;
}

const MARGIN = { top: 50, bottom: 60, left: 50, right: 50 };
const INK = '#1a1a1a';
const MUTED = '#4d4d4d';
const RULE = '#bfbfbf';
const BAND = '#e9eef4';
const STATUS_WIDTH = 105;
const INDENT = 8;

type Font = 'regular' | 'bold' | 'italic';

/** The PDF of a report, as bytes. `now` is the PDF's creation date. */
export function renderReport(report: Report, now: number): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: 'sv-SE',
    displayTitle: true,
    info: {
      Title: report.documentTitle,
      Author: t.appName,
      Creator: t.appName,
      Producer: t.appName,
      CreationDate: new Date(now),
    },
  });
  const files = fontFiles();
  // pdfkit 0.20 takes a parsed fontkit font where its types still say a file or buffer.
  doc.registerFont('regular', files.regular as unknown as Buffer);
  doc.registerFont('bold', files.bold as unknown as Buffer);
  doc.registerFont('italic', files.italic as unknown as Buffer);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  new Layout(doc).report(report);
  doc.end();
  return done;
}

class Layout {
  readonly left = MARGIN.left;
  readonly width: number;

  /** What pdfkit has been told, so that thousands of texts do not set it all again. */
  private state = { font: '', size: 0, color: '' };

  constructor(private readonly doc: PDFKit.PDFDocument) {
    this.width = doc.page.width - MARGIN.left - MARGIN.right;
    // A new page's content starts in black: the colour must be set again there.
    doc.on('pageAdded', () => (this.state.color = ''));
  }

  private get bottom() {
    return this.doc.page.height - MARGIN.bottom;
  }

  /** Sets the font and size, and the colour when one is given (measuring needs none). */
  private use(font: Font, size: number, color?: string) {
    const { doc, state } = this;
    if (state.font !== font) doc.font(font);
    if (state.size !== size) doc.fontSize(size);
    if (color !== undefined && state.color !== color) doc.fillColor(color);
    this.state = { font, size, color: color ?? state.color };
    return doc;
  }

  private fill(x: number, y: number, width: number, height: number) {
    this.doc.rect(x, y, width, height).fill(BAND);
    this.state.color = BAND;
  }

  /** Heights by font, size, width and text: each block is measured to keep it on one page. */
  private readonly heights = new Map<string, { height: number; oneLine: boolean }>();

  private fit(text: string, font: Font, size: number, width: number) {
    const key = `${font}\u0000${size}\u0000${width}\u0000${text}`;
    let fit = this.heights.get(key);
    if (!fit) {
      const doc = this.use(font, size);
      // One line (most of them) is measured by its width alone: wrapping costs far more.
      const oneLine = !text.includes('\n') && doc.widthOfString(text) <= width;
      const height = oneLine ? doc.currentLineHeight(true) : doc.heightOfString(text, { width });
      fit = { height, oneLine };
      this.heights.set(key, fit);
    }
    return fit;
  }

  private measure(text: string, font: Font, size: number, width: number) {
    return this.fit(text, font, size, width).height;
  }

  /** Writes a text block at (x, y) and returns where it ends. */
  private write(
    text: string,
    font: Font,
    size: number,
    x: number,
    y: number,
    width: number,
    color = INK,
  ) {
    const { height, oneLine } = this.fit(text, font, size, width);
    const doc = this.use(font, size, color);
    if (oneLine) {
      doc.text(text, x, y, { lineBreak: false });
      doc.x = this.left;
      doc.y = y + height;
      return doc.y;
    }
    doc.text(text, x, y, { width });
    return doc.y;
  }

  /** A new page when `height` does not fit on this one; then `again` draws a continued heading. */
  private room(height: number, again?: () => void) {
    if (this.doc.y + height <= this.bottom) return;
    this.doc.addPage();
    again?.();
  }

  private rule(y: number, x = this.left, width = this.width) {
    this.doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }

  report(report: Report) {
    const doc = this.doc;
    let y = this.write(report.title, 'bold', 18, this.left, MARGIN.top, this.width);
    y = this.write(report.studentLine, 'bold', 12, this.left, y + 6, this.width);
    y = this.write(report.supervisorLine, 'regular', 10, this.left, y + 2, this.width, MUTED);
    y = this.write(report.created, 'regular', 10, this.left, y + 2, this.width, MUTED);
    if (report.check) y = this.check(report.check, y + 10);
    y = this.write(t.legend, 'regular', 9, this.left, y + 8, this.width, MUTED);
    if (report.commentsNote) {
      y = this.write(report.commentsNote, 'regular', 9, this.left, y + 2, this.width, MUTED);
    }
    doc.y = y + 14;

    if (report.cards.length === 0) {
      this.write(t.noCards, 'regular', 11, this.left, doc.y, this.width);
    }
    report.cards.forEach((card, index) => {
      if (index > 0) doc.addPage();
      let top = this.write(card.heading, 'bold', 15, this.left, doc.y, this.width);
      top = this.write(card.summary, 'regular', 10, this.left, top + 2, this.width, MUTED);
      doc.y = top + 10;
      for (const lesson of card.lessons) this.lesson(lesson);
    });
    if (report.driveLog) this.driveLog(report.driveLog);
    if (report.selfAssessment) this.selfAssessment(report.selfAssessment);
    if (report.readiness) this.readiness(report.readiness);
    this.footers(report);
  }

  /** The self-assessment before the test (issue 36): a few lines after the rest. */
  private selfAssessment(section: ReportSelfAssessment) {
    const doc = this.doc;
    this.room(this.measure(section.heading, 'bold', 13, this.width) + 60);
    doc.y = this.write(section.heading, 'bold', 13, this.left, doc.y + 14, this.width) + 2;
    doc.y = this.write(section.line, 'regular', 10, this.left, doc.y, this.width, MUTED) + 4;
    doc.y = this.write(section.lead, 'regular', 10, this.left, doc.y, this.width) + 2;
    for (const point of section.points) {
      this.room(14);
      doc.y =
        this.write(`• ${point}`, 'regular', 10, this.left + INDENT, doc.y, this.width - INDENT) + 2;
    }
  }

  /** "Redo för körprovet?" (issue 39): the verdict now, its reasons, the supervisor's word. */
  private readiness(section: ReportReadiness) {
    const doc = this.doc;
    this.room(this.measure(section.heading, 'bold', 13, this.width) + 80);
    doc.y = this.write(section.heading, 'bold', 13, this.left, doc.y + 14, this.width) + 2;
    const [said, ...then] = section.statement;
    if (said) doc.y = this.write(said, 'bold', 10, this.left, doc.y, this.width) + 2;
    for (const line of then) {
      doc.y = this.write(line, 'regular', 10, this.left, doc.y, this.width, MUTED) + 2;
    }
    doc.y += 4;
    doc.y = this.write(section.verdict, 'bold', 10, this.left, doc.y, this.width) + 2;
    for (const reason of section.reasons) {
      this.room(14);
      doc.y =
        this.write(`• ${reason}`, 'regular', 10, this.left + INDENT, doc.y, this.width - INDENT) +
        2;
    }
    this.room(28);
    doc.y = this.write(section.rules, 'regular', 9, this.left, doc.y + 4, this.width, MUTED) + 2;
  }

  /**
   * The printout's link to the live record (issue 34): its QR code, and beside it the address
   * and short code to type. Returns where it ends.
   */
  private check(check: ReportCheck, top: number) {
    const doc = this.doc;
    const side = 72;
    const module = side / check.qr.size;
    check.qr.modules.forEach((dark, index) => {
      if (!dark) return;
      const row = Math.floor(index / check.qr.size);
      const column = index % check.qr.size;
      doc.rect(this.left + column * module, top + row * module, module, module);
    });
    doc.fillColor(INK).fill();
    const x = this.left + side + 12;
    const width = this.width - side - 12;
    const end = this.write(check.text, 'regular', 10, x, top + 4, width);
    doc.x = this.left;
    return Math.max(end, top + side);
  }

  private lessonHeadHeight(lesson: ReportLesson) {
    const band = this.measure(lesson.heading, 'bold', 11, this.width - 90 - 2 * INDENT) + 10;
    return band + this.measure(this.lessonSub(lesson), 'regular', 8.5, this.width - INDENT) + 6;
  }

  private lessonSub(lesson: ReportLesson) {
    return lesson.doneBy ? `${lesson.approvedText} · ${lesson.doneBy}` : lesson.approvedText;
  }

  private lesson(lesson: ReportLesson) {
    const doc = this.doc;
    const first = lesson.moments[0];
    this.room(this.lessonHeadHeight(lesson) + (first ? this.momentHeight(first) : 0) + 12);
    doc.y += 6;
    // Room on the right for the done text ('Inte markerad klar').
    const doneWidth = 130;
    const headingWidth = this.width - doneWidth - 2 * INDENT;
    const bandHeight = this.measure(lesson.heading, 'bold', 11, headingWidth) + 10;
    const top = doc.y;
    this.fill(this.left, top, this.width, bandHeight);
    this.write(lesson.heading, 'bold', 11, this.left + INDENT, top + 5, headingWidth);
    this.use('bold', 11, INK).text(
      lesson.doneText,
      this.left + this.width - doneWidth - INDENT,
      top + 5,
      { width: doneWidth, align: 'right' },
    );
    const y = this.write(
      this.lessonSub(lesson),
      'regular',
      8.5,
      this.left + INDENT,
      top + bandHeight + 3,
      this.width - INDENT,
      MUTED,
    );
    doc.y = y + 3;
    const again = () => {
      doc.y =
        this.write(t.continued(lesson.heading), 'bold', 9, this.left, doc.y, this.width, MUTED) + 4;
    };
    for (const moment of lesson.moments) {
      this.room(this.momentHeight(moment), again);
      this.moment(moment);
    }
    if (lesson.comments.length > 0) {
      const height =
        this.measure(t.lessonComments, 'bold', 9, this.width) +
        this.commentsHeight(lesson.comments, this.width - INDENT);
      this.room(Math.min(height, 200), again);
      doc.y =
        this.write(
          t.lessonComments,
          'bold',
          9,
          this.left + INDENT,
          doc.y + 4,
          this.width - INDENT,
        ) + 2;
      this.comments(lesson.comments, this.left + INDENT, this.width - INDENT);
    }
    doc.y += 4;
  }

  private momentWidth() {
    return this.width - INDENT - STATUS_WIDTH - 10;
  }

  private momentHeight(moment: ReportMoment) {
    const main = Math.max(
      this.measure(moment.heading, 'regular', 10, this.momentWidth()),
      this.measure(moment.statusText, 'bold', 10, STATUS_WIDTH),
    );
    const setBy = moment.setBy
      ? this.measure(moment.setBy, 'regular', 8.5, this.width - 2 * INDENT) + 1
      : 0;
    // A very long comment may still run over a page; the rest of the row keeps together.
    return Math.min(
      main + setBy + this.commentsHeight(moment.comments, this.width - 2 * INDENT) + 10,
      300,
    );
  }

  private moment(moment: ReportMoment) {
    const doc = this.doc;
    const top = doc.y + 4;
    const x = this.left + INDENT;
    const leftEnd = this.write(moment.heading, 'regular', 10, x, top, this.momentWidth());
    const statusEnd = this.write(
      moment.statusText,
      moment.status ? 'bold' : 'regular',
      10,
      this.left + this.width - STATUS_WIDTH,
      top,
      STATUS_WIDTH,
      moment.status ? INK : MUTED,
    );
    let y = Math.max(leftEnd, statusEnd);
    if (moment.setBy) {
      y = this.write(moment.setBy, 'regular', 8.5, x, y + 1, this.width - 2 * INDENT, MUTED);
    }
    doc.y = y;
    if (moment.comments.length > 0) this.comments(moment.comments, x, this.width - 2 * INDENT);
    this.rule(doc.y + 4);
    doc.y += 5;
  }

  private commentsHeight(comments: readonly ReportComment[], width: number) {
    return comments.reduce(
      (sum, c) =>
        sum +
        this.measure(c.heading, 'bold', 8.5, width - 10) +
        this.measure(c.body, 'italic', 9.5, width - 10) +
        6,
      0,
    );
  }

  /** Each comment: who and when, then its text, beside a bar that marks it as a comment. */
  private comments(comments: readonly ReportComment[], x: number, width: number) {
    const doc = this.doc;
    for (const comment of comments) {
      this.room(
        this.measure(comment.heading, 'bold', 8.5, width - 10) +
          Math.min(this.measure(comment.body, 'italic', 9.5, width - 10), 120) +
          6,
      );
      const top = doc.y + 4;
      let y = this.write(comment.heading, 'bold', 8.5, x + 10, top, width - 10, MUTED);
      y = this.write(comment.body, 'italic', 9.5, x + 10, y + 1, width - 10);
      // The bar stays on the page the comment started on (a long one may go on to the next).
      if (this.doc.y >= top) {
        doc
          .moveTo(x + 3, top)
          .lineTo(x + 3, y)
          .lineWidth(1.5)
          .strokeColor(RULE)
          .stroke();
      }
      doc.y = y + 2;
    }
  }

  private driveLog(log: ReportDriveLog) {
    const doc = this.doc;
    doc.addPage();
    doc.y = this.write(t.driveLog, 'bold', 15, this.left, doc.y, this.width) + 8;
    this.pairs(t.totals, log.totals);
    this.pairs(t.byCondition, log.byCondition);
    this.pairs(t.byRoad, log.byRoad);
    this.driveTable(log);
  }

  /** A small heading and label–value rows. */
  private pairs(heading: string, rows: readonly [string, string][]) {
    const doc = this.doc;
    this.room(this.measure(heading, 'bold', 11, this.width) + 16 * Math.min(rows.length, 3));
    doc.y = this.write(heading, 'bold', 11, this.left, doc.y + 4, this.width) + 3;
    const labelWidth = 190;
    for (const [label, value] of rows) {
      this.room(14);
      const top = doc.y;
      const a = this.write(
        label,
        'regular',
        10,
        this.left + INDENT,
        top,
        labelWidth - INDENT,
        MUTED,
      );
      const b = this.write(value, 'bold', 10, this.left + labelWidth, top, this.width - labelWidth);
      doc.y = Math.max(a, b) + 2;
    }
    doc.y += 6;
  }

  private static readonly COLUMNS: {
    key: Exclude<keyof ReportDriveRow, 'reflection'>;
    width: number;
  }[] = [
    { key: 'date', width: 62 },
    { key: 'start', width: 34 },
    { key: 'duration', width: 54 },
    { key: 'supervisor', width: 105 },
    { key: 'confirmed', width: 115 },
    { key: 'conditions', width: 125 },
  ];

  private driveTable({ listHeading, listNote, drives }: ReportDriveLog) {
    const doc = this.doc;
    const columns = Layout.COLUMNS;
    const scale = this.width / columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => c.width * scale);
    const cellWidth = (i: number) => widths[i]! - 6;
    const xs = widths.map((_, i) => this.left + widths.slice(0, i).reduce((s, w) => s + w, 0));

    const header = () => {
      const top = doc.y;
      const height =
        Math.max(
          ...columns.map((c, i) => this.measure(t.columns[c.key], 'bold', 8.5, cellWidth(i))),
        ) + 8;
      this.fill(this.left, top, this.width, height);
      columns.forEach((c, i) =>
        this.write(t.columns[c.key], 'bold', 8.5, xs[i]! + 3, top + 4, cellWidth(i)),
      );
      doc.y = top + height;
    };
    const cellsHeight = (row: ReportDriveRow) =>
      Math.max(...columns.map((c, i) => this.measure(row[c.key], 'regular', 8.5, cellWidth(i)))) +
      6;
    // The learner's reflection (issue 36): a line of its own under the drive, the table's width.
    const reflectionHeight = (row: ReportDriveRow) =>
      row.reflection ? this.measure(row.reflection, 'regular', 8.5, this.width - 6) + 4 : 0;
    const rowHeight = (row: ReportDriveRow) => cellsHeight(row) + reflectionHeight(row);

    this.room(this.measure(listHeading, 'bold', 11, this.width) + 40);
    doc.y = this.write(listHeading, 'bold', 11, this.left, doc.y + 4, this.width) + 4;
    if (listNote) {
      doc.y = this.write(listNote, 'regular', 9, this.left, doc.y, this.width, MUTED) + 4;
    }
    header();
    for (const row of drives) {
      const height = rowHeight(row);
      this.room(height, header);
      const top = doc.y;
      columns.forEach((c, i) =>
        this.write(row[c.key], 'regular', 8.5, xs[i]! + 3, top + 3, cellWidth(i)),
      );
      if (row.reflection) {
        const y = top + cellsHeight(row);
        this.write(row.reflection, 'regular', 8.5, this.left + 3, y, this.width - 6, MUTED);
      }
      doc.y = top + height;
      this.rule(doc.y);
    }
  }

  /** "Övningskort · name · Skapad …" and "Sida N av M" at the foot of every page. */
  private footers(report: Report) {
    const doc = this.doc;
    const { start, count } = doc.bufferedPageRange();
    const line = `${t.appName} · ${report.studentName} · ${report.created}`;
    for (let i = start; i < start + count; i += 1) {
      doc.switchToPage(i);
      this.state.color = '';
      // Below the bottom margin: without this, pdfkit would start a new page for the text.
      doc.page.margins.bottom = 0;
      const y = doc.page.height - MARGIN.bottom + 22;
      this.rule(y - 6);
      this.use('regular', 8.5, MUTED).text(line, this.left, y, {
        width: this.width - 90,
        lineBreak: false,
        ellipsis: true,
      });
      this.use('regular', 8.5, MUTED).text(
        t.page(i - start + 1, count),
        this.left + this.width - 90,
        y,
        {
          width: 90,
          align: 'right',
          lineBreak: false,
        },
      );
      doc.page.margins.bottom = MARGIN.bottom;
    }
  }
}
