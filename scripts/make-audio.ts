/**
 * Records the parts of one instruction with espeak-ng and lame (Debian packages `espeak-ng`,
 * `lame`): `npx tsx scripts/make-audio.ts A2` writes content/media/audio/A2-intro.mp3,
 * A2-steg1.mp3 … for every part that reads the same in both gearboxes (content/README.md 'Audio').
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseInstruction, spokenText, textForGearbox } from '../packages/domain/src/index.js';

const ref = process.argv[2] ?? '';
const match = /^([A-I])([1-9]\d?)$/.exec(ref);
if (!match) {
  console.error('Usage: npx tsx scripts/make-audio.ts <category><lesson>, e.g. A2');
  process.exit(2);
}
const [, letter, lesson] = match;
const root = path.resolve(import.meta.dirname, '..');
const file = path.join(
  root,
  'content',
  'instructions',
  `lesson-${lesson!.padStart(2, '0')}`,
  `cat${letter}.txt`,
);
const source = fs.readFileSync(file, 'utf8');
const manual = parseInstruction(textForGearbox(source, 'manual')).parts;
const automatic = parseInstruction(textForGearbox(source, 'automatic')).parts;
const outDir = path.join(root, 'content', 'media', 'audio');
fs.mkdirSync(outDir, { recursive: true });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ovk-audio-'));

for (const part of manual) {
  const other = automatic.find((p) => p.id === part.id);
  if (!other || JSON.stringify(other) !== JSON.stringify(part)) {
    console.log(`${part.id}: differs between gearboxes, left to speech synthesis`);
    continue;
  }
  const wav = path.join(work, `${part.id}.wav`);
  const mp3 = path.join(outDir, `${letter}${lesson}-${part.id}.mp3`);
  execFileSync('espeak-ng', ['-v', 'sv', '-s', '150', '-w', wav, spokenText(part)]);
  execFileSync('lame', ['--quiet', '-m', 'm', '-b', '32', '--resample', '22.05', wav, mp3]);
  console.log(`${path.relative(root, mp3)} (${fs.statSync(mp3).size} bytes)`);
}
fs.rmSync(work, { recursive: true, force: true });
