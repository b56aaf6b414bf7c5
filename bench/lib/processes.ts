import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BENCH = path.join(ROOT, 'bench');

/** A free TCP port on 127.0.0.1 (asked of the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const running = new Set<ChildProcess>();

/** Stops every process this run started (on exit, error or Ctrl-C). */
export function stopAll(): void {
  for (const child of running) {
    if (child.exitCode === null && child.pid) child.kill('SIGTERM');
  }
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

export interface Target {
  name: string;
  origin: string;
  port: number;
  /** The process id (for /proc: memory, open files, CPU time). */
  pid: number;
  stop(): Promise<void>;
}

/** Whether something listens on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts a server process and waits until its port answers HTTP (or, with `origin`, a server
 * of its own scheme, until the port listens: a TLS front).
 */
export async function startTarget(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  port: number,
  options: { origin?: string } = {},
): Promise<Target> {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const origin = options.origin ?? `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${name} exited with ${child.exitCode}:\n${stderr}`);
    }
    try {
      if (options.origin) {
        if (!(await listening(port))) throw new Error('not yet');
      } else {
        await fetch(`${origin}/`, { signal: AbortSignal.timeout(1000) });
      }
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`${name} did not start:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    name,
    origin,
    port,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          running.delete(child);
          resolve();
          return;
        }
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          running.delete(child);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Runs a TypeScript file with tsx as a child process. */
export function tsxArgs(file: string, ...args: string[]): [string, string[]] {
  return [process.execPath, ['--import', 'tsx', path.join(BENCH, file), ...args]];
}

/** A TypeScript file run with tsx as a child, stopped with the others (stopAll). */
export function spawnTracked(file: string, stdio: ('pipe' | 'inherit' | 'ignore')[]) {
  const [command, args] = tsxArgs(file);
  const child = spawn(command, args, { cwd: ROOT, stdio });
  running.add(child);
  child.on('exit', () => running.delete(child));
  return child;
}

/** Runs a load-generator child to its end and returns the JSON it prints last. */
export function runWorker<T>(file: string, input: unknown): Promise<T> {
  const [command, args] = tsxArgs(file);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    running.add(child);
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      running.delete(child);
      if (code !== 0) {
        reject(new Error(`${file} exited with ${code}`));
        return;
      }
      const last = stdout.trim().split('\n').at(-1) ?? '';
      try {
        resolve(JSON.parse(last) as T);
      } catch {
        reject(new Error(`${file} printed no result: ${stdout.slice(-500)}`));
      }
    });
    child.stdin!.end(JSON.stringify(input));
  });
}

/** Runs a command to its end, with its output shown; rejects on a non-zero exit. */
export function runCommand(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    running.add(child);
    child.on('error', reject);
    child.on('exit', (code) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    });
  });
}

/** Reads all of stdin (the workers get their input as JSON there). */
export async function readStdin(): Promise<string> {
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  return input;
}
