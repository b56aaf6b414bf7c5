// Issue 37: the scale-out path as a deployment runs it, on one machine. The database cannot get
// a machine of its own here, but it can get a core: `--pin` puts every PostgreSQL process on
// the first CPU and the app processes on the others (taskset), for the capacity scenario.
import { execFileSync } from 'node:child_process';
import os from 'node:os';

export interface Pinning {
  /** The CPUs of the database, and of the app processes (taskset's list form). */
  database: string;
  app: string;
  /** Puts the database's processes back on every CPU. */
  release(): void;
}

const allCpus = () => `0-${os.cpus().length - 1}`;

/** The running PostgreSQL server's processes (the server and each connection's backend). */
function postgresProcesses(): string[] {
  try {
    return execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
}

function setAffinity(cpus: string, pids: readonly string[]): void {
  for (const pid of pids) {
    // A backend may end between pgrep and here; the others still get their CPU.
    try {
      execFileSync('taskset', ['-a', '-p', '-c', cpus, pid], { stdio: 'ignore' });
    } catch {
      /* gone */
    }
  }
}

/**
 * Pins PostgreSQL (already running, as on this project's machines) to CPU 0: its server
 * process, so every backend it starts from now on, and the backends already running.
 * Throws where it cannot: fewer than two CPUs, no taskset, no PostgreSQL process to see.
 */
export function pinPostgres(): Pinning {
  if (os.cpus().length < 2) throw new Error('--pin needs at least two CPUs');
  const pids = postgresProcesses();
  if (pids.length === 0) {
    throw new Error('--pin: no PostgreSQL process on this machine (it must run here to be pinned)');
  }
  setAffinity('0', pids);
  return {
    database: '0',
    app: `1-${os.cpus().length - 1}`,
    release: () => setAffinity(allCpus(), postgresProcesses()),
  };
}

/** A command run on the given CPUs: taskset in front of it (the process keeps its pid). */
export function onCpus(cpus: string, command: string, args: string[]): [string, string[]] {
  return ['taskset', ['-c', cpus, command, ...args]];
}
