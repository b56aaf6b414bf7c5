/** What became of one HTTP request to the server process. */
export type Outcome =
  /** The server answered (any status). */
  | { kind: 'answer'; status: number; body: unknown }
  /** The connection was refused: the request never reached a server. */
  | { kind: 'refused'; error: string }
  /** Sent, but no answer came (reset, closed, timed out): it may or may not have taken effect. */
  | { kind: 'lost'; error: string };

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function errorCode(error: unknown): string {
  let current: unknown = error;
  const parts: string[] = [];
  for (let depth = 0; current && depth < 4; depth += 1) {
    const { code, name, message, cause } = current as {
      code?: string;
      name?: string;
      message?: string;
      cause?: unknown;
    };
    parts.push(code ?? name ?? message ?? String(current));
    current = cause;
  }
  return parts.join(' / ');
}

/** One JSON request; never throws: a failure to get an answer is an outcome too. */
export async function request(
  baseUrl: string,
  method: Method,
  path: string,
  options: { token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Outcome> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { kind: 'answer', status: response.status, body };
  } catch (error) {
    const code = errorCode(error);
    return code.includes('ECONNREFUSED')
      ? { kind: 'refused', error: code }
      : { kind: 'lost', error: code };
  }
}

export const isSuccess = (outcome: Outcome) =>
  outcome.kind === 'answer' && outcome.status >= 200 && outcome.status < 300;

export function describeOutcome(outcome: Outcome): string {
  return outcome.kind === 'answer'
    ? `${outcome.status} ${JSON.stringify(outcome.body)?.slice(0, 300)}`
    : `${outcome.kind}: ${outcome.error}`;
}

/** A request that must succeed with the given status (arranging a test); returns the body. */
export async function mustAnswer<T>(
  expected: number,
  ...args: Parameters<typeof request>
): Promise<T> {
  const outcome = await request(...args);
  if (outcome.kind !== 'answer' || outcome.status !== expected) {
    throw new Error(`${args[1]} ${args[2]}: expected ${expected}, got ${describeOutcome(outcome)}`);
  }
  return outcome.body as T;
}
