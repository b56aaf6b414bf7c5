import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A PDF's text as poppler's `pdftotext -layout` reads it, runs of spaces made one. */
export function pdfToText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovk-pdf-text-'));
  try {
    const file = path.join(dir, 'report.pdf');
    fs.writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    return text.replace(/[ \t\u00a0]+/g, ' ');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
