import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileMadeOnce } from './file-made-once.js';

describe('a file made once in DATA_DIR', () => {
  const dirs: string[] = [];
  const newDir = async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ovk-made-once-'));
    dirs.push(dir);
    return path.join(dir, 'data');
  };
  afterAll(async () => {
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  it('is made by the first of many starting at once, and every one reads that one whole', async () => {
    const file = path.join(await newDir(), 'secret');
    const read = await Promise.all(
      Array.from({ length: 30 }, (_, i) => fileMadeOnce(file, () => `secret number ${i}`)),
    );
    expect(new Set(read).size).toBe(1);
    expect(read[0]).toMatch(/^secret number \d+$/);
    expect((await fs.readdir(path.dirname(file))).sort()).toEqual(['secret']);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
  });

  it('is kept: a later start reads it and makes nothing new', async () => {
    const file = path.join(await newDir(), 'keys.json');
    const first = await fileMadeOnce(file, () => 'first');
    expect(await fileMadeOnce(file, () => 'second')).toBe(first);
  });
});
