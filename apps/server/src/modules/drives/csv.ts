import {
  confirmerText,
  DRIVE_CONDITION_LABELS,
  DRIVE_ROAD_LABELS,
  DRIVE_SUPERVISOR_LABELS,
  DRIVE_TRAFFIC_LABELS,
  driveFlagsText,
  placesText,
  reflectionText,
  type Drive,
} from '@ovningskort/domain';

const HEADER = [
  'Datum',
  'Starttid',
  'Minuter',
  'Km',
  'Handledare',
  'Förhållanden',
  'Vägtyper',
  'Trafik',
  'Lektioner',
  'Anteckning',
  'Bekräftad av',
  'Bekräftad',
  'Reflektion',
  'Avvikelser',
  'Förklaring',
];

const STOCKHOLM_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  dateStyle: 'short',
  timeStyle: 'short',
});

/**
 * What a spreadsheet may run as a formula: = + - or @ (after spaces and quotes) at the start of
 * the cell or of any piece it may split the cell into – after a comma, a semicolon, a tab or a
 * line break (a spreadsheet that splits on commas sees `x,=2+5` as `x` and `=2+5`). Such a
 * start gets a ' before it, and so does a cell that starts with a tab or a carriage return.
 */
const FORMULA_AFTER_SEPARATOR = /(^|[,;\t\r\n])([\s"]*)(?=[=+\-@])/g;

/**
 * One cell: every formula start neutralised, then quoted when it holds a separator of any
 * spreadsheet (semicolon, comma, tab), a quote or a line break. Dates, times, minutes and
 * distances stay values: a quoted "23,5" is read as 23,5.
 */
function cell(value: string): string {
  const leading = /^[\t\r]/.test(value) ? `'${value}` : value;
  const safe = leading.replace(FORMULA_AFTER_SEPARATOR, "$1$2'");
  return /[;,\t"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function supervisor(drive: Drive): string {
  const label = DRIVE_SUPERVISOR_LABELS[drive.supervisedBy.kind];
  return drive.supervisedBy.name ? `${label}: ${drive.supervisedBy.name}` : label;
}

/**
 * The drive log as CSV for a spreadsheet or the driving school: semicolons and decimal commas
 * as Swedish spreadsheets expect, a byte order mark so they read it as UTF-8, CRLF lines. A
 * drive's lessons are named by their places among `cardLessons` (the lesson numbers of the
 * student's cards, in order), as the card names them (issue 34).
 */
export function drivesCsv(drives: readonly Drive[], cardLessons: readonly number[] = []): string {
  const rows = drives.map((drive) => [
    drive.date,
    drive.startTime,
    String(drive.minutes),
    drive.km === null ? '' : String(drive.km).replace('.', ','),
    supervisor(drive),
    drive.conditions.map((c) => DRIVE_CONDITION_LABELS[c]).join(', '),
    drive.roads.map((r) => DRIVE_ROAD_LABELS[r]).join(', '),
    drive.traffic ? DRIVE_TRAFFIC_LABELS[drive.traffic] : '',
    placesText(drive.lessons, cardLessons),
    drive.note,
    drive.confirmed ? confirmerText(drive.confirmed) : '',
    drive.confirmed ? STOCKHOLM_TIME.format(drive.confirmed.at) : '',
    reflectionText(drive.reflection),
    driveFlagsText(drive.flags ?? [], drive),
    drive.explanation ?? '',
  ]);
  return `\uFEFF${[HEADER, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}
