/**
 * Setup of every web unit test (vitest.config.ts, project 'web'): a console.error or
 * console.warn during a test – a React warning such as a missing key, an act() warning, a state
 * update on an unmounted component – fails that test with the message. Noise is a failure.
 *
 * A test that provokes one on purpose says so first:
 *
 *   expectConsoleError(/Each child in a list should have a unique "key" prop/);
 *
 * Each such expectation must then be met at least once during the test, and it lets through
 * only the messages it matches. (A test may also spy on console.error itself with vi.spyOn and
 * a mockImplementation: what its spy swallows never reaches this guard.)
 */
import { afterAll, afterEach, beforeEach } from 'vitest';

type Level = 'error' | 'warn';
type Pattern = string | RegExp;

interface Expectation {
  level: Level;
  pattern: Pattern;
  seen: number;
}

interface Guard {
  expected: Expectation[];
  problems: string[];
  inTest: boolean;
}

/** What the console would print for these arguments (printf-style %s, %d, %o … as Node does). */
function formatted(args: unknown[]): string {
  const show = (value: unknown) =>
    typeof value === 'string'
      ? value
      : value instanceof Error
        ? (value.stack ?? value.message)
        : typeof value === 'object' && value !== null
          ? safeJson(value)
          : String(value);
  const [first, ...rest] = args;
  if (typeof first !== 'string') return args.map(show).join(' ');
  const text = first.replace(/%[sdifoOjc%]/g, (token) => {
    if (token === '%%') return '%';
    if (rest.length === 0) return token;
    const value = rest.shift();
    return token === '%c' ? '' : show(value);
  });
  return [text, ...rest.map(show)].join(' ');
}

function safeJson(value: object): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

const matches = (pattern: Pattern, message: string) =>
  typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message);

function install(): Guard {
  const guard: Guard = { expected: [], problems: [], inTest: false };
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      const message = formatted(args);
      const expectation = guard.expected.find(
        (e) => e.level === level && matches(e.pattern, message),
      );
      if (expectation && guard.inTest) {
        expectation.seen += 1;
        return;
      }
      const where = guard.inTest ? '' : ' (outside a test: after an earlier one had ended?)';
      guard.problems.push(`console.${level}${where}: ${message}`);
    };
  }

  /** Fails (throws) with every message nobody expected and every expectation not met. */
  const check = () => {
    const problems = [
      ...guard.problems,
      ...guard.expected
        .filter((e) => e.seen === 0)
        .map((e) => `expected a console.${e.level} matching ${String(e.pattern)}, but none came`),
    ];
    guard.problems = [];
    guard.expected = [];
    if (problems.length > 0) {
      throw new Error(
        `The test wrote to the console (expectConsoleError/expectConsoleWarning in test-setup.ts allow what a test provokes on purpose):\n${problems.join('\n')}`,
      );
    }
  };

  beforeEach(() => {
    guard.inTest = true;
    // A message logged between tests (a late timer of the one before) fails the next one.
    check();
  });
  afterEach(() => {
    guard.inTest = false;
    check();
  });
  afterAll(check);
  return guard;
}

const guard = install();

function expectOnConsole(level: Level, pattern: Pattern) {
  if (!guard.inTest) throw new Error(`expectConsole${level}() belongs inside a test`);
  guard.expected.push({ level, pattern, seen: 0 });
}

/** This test provokes a console.error matching `pattern` (at least once); only those pass. */
export const expectConsoleError = (pattern: Pattern) => expectOnConsole('error', pattern);

/** This test provokes a console.warn matching `pattern` (at least once); only those pass. */
export const expectConsoleWarning = (pattern: Pattern) => expectOnConsole('warn', pattern);
