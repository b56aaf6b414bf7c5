import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkpointInBackground } from './wal-checkpointer.js';

let dir: string;
let file: string;
let sqlite: SQLite.Database;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovk-checkpoint-'));
  file = path.join(dir, 'test.sqlite');
  sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.exec('create table rows (id integer primary key, body blob not null)');
});

afterEach(() => {
  if (sqlite.open) sqlite.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const fileSize = () => fs.statSync(file).size;
const writeRows = (count: number) => {
  const insert = sqlite.prepare('insert into rows (body) values (?)');
  sqlite.transaction(() => {
    for (let i = 0; i < count; i += 1) insert.run(Buffer.alloc(1024, i));
  })();
};

describe('checkpointInBackground', () => {
  it('copies the WAL into the database file while the writing connection never checkpoints', async () => {
    const onFailure = vi.fn();
    const checkpoint = checkpointInBackground(sqlite, { intervalMs: 50, onFailure });
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const before = fileSize();

    // 2000 pages: past the 1000 at which the connection would have checkpointed by itself.
    writeRows(2000);
    await vi.waitFor(() => expect(fileSize()).toBeGreaterThan(before + 1_500_000), {
      timeout: 10_000,
      interval: 25,
    });

    await checkpoint.stop();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('is what moves the pages: without it, with autocheckpoint off, they stay in the WAL', async () => {
    sqlite.pragma('wal_autocheckpoint = 0');
    const before = fileSize();
    writeRows(2000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fileSize()).toBe(before);
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(2_000_000);
  });

  it('closes its connection when stopped, so the last one to close removes the WAL', async () => {
    const checkpoint = checkpointInBackground(sqlite, { intervalMs: 50, onFailure: vi.fn() });
    writeRows(100);
    await checkpoint.stop();
    sqlite.close();
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    expect(
      new SQLite(file, { readonly: true }).prepare('select count(*) n from rows').get(),
    ).toEqual({ n: 100 });
  });

  it('gives the checkpoints back to the connection when the worker fails', async () => {
    const onFailure = vi.fn();
    checkpointInBackground(sqlite, {
      intervalMs: 50,
      driver: path.join(dir, 'no-such-driver.js'),
      onFailure,
    });
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(onFailure.mock.calls[0]![0]).toBeInstanceOf(Error);
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
  });
});
