import {
  DRIVE_CONDITION_LABELS,
  DRIVE_ROAD_LABELS,
  DRIVE_SUPERVISOR_LABELS,
  DRIVE_TRAFFIC_LABELS,
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
];

const STOCKHOLM_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  dateStyle: 'short',
  timeStyle: 'short',
});

/**
 * One cell: quoted when it holds the separator, a quote or a line break; a leading = + - @
 * (or tab, carriage return) gets a ' so that a spreadsheet never runs it as a formula.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function supervisor(drive: Drive): string {
  const label = DRIVE_SUPERVISOR_LABELS[drive.supervisedBy.kind];
  return drive.supervisedBy.name ? `${label}: ${drive.supervisedBy.name}` : label;
}

/**
 * The drive log as CSV for a spreadsheet or the driving school: semicolons and decimal commas
 * as Swedish spreadsheets expect, a byte order mark so they read it as UTF-8, CRLF lines.
 */
export function drivesCsv(drives: readonly Drive[]): string {
  const rows = drives.map((drive) => [
    drive.date,
    drive.startTime,
    String(drive.minutes),
    drive.km === null ? '' : String(drive.km).replace('.', ','),
    supervisor(drive),
    drive.conditions.map((c) => DRIVE_CONDITION_LABELS[c]).join(', '),
    drive.roads.map((r) => DRIVE_ROAD_LABELS[r]).join(', '),
    drive.traffic ? DRIVE_TRAFFIC_LABELS[drive.traffic] : '',
    drive.lessons.join(', '),
    drive.note,
    drive.confirmed?.byName ?? '',
    drive.confirmed ? STOCKHOLM_TIME.format(drive.confirmed.at) : '',
  ]);
  return `\uFEFF${[HEADER, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}
