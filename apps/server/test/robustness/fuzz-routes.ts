import type { App } from '../../src/app.js';

/** A JSON schema as @fastify/swagger writes it into the OpenAPI document (the parts we read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  additionalProperties?: boolean | JsonSchema;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** One route of the running app, with what its OpenAPI operation says about its input. */
export interface RouteInfo {
  method: Method;
  /** The path as Fastify knows it, e.g. /api/v1/drivingnotes/:id or /api/docs/*. */
  path: string;
  /** Names of the path parameters in order (`*` for a wildcard). */
  params: string[];
  /** The OpenAPI operation's request body schema (application/json), if it declares one. */
  body?: JsonSchema;
  query: Record<string, JsonSchema>;
  headers: Record<string, JsonSchema>;
  /** True when the OpenAPI document describes the route (false for hidden ones). */
  documented: boolean;
  /** Whether the operation declares a bearer token (alone or as one of its options). */
  bearer: boolean;
}

/**
 * Reads every route from Fastify's own route tree (printRoutes), so a new route is fuzzed
 * without anyone listing it, and joins what the OpenAPI document says about its input.
 */
export async function collectRoutes(app: App): Promise<RouteInfo[]> {
  await app.ready();
  const tree = app.printRoutes({ commonPrefix: false });
  const openapi = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApi>();
  const operations = new Map<string, Operation>();
  for (const [path, ops] of Object.entries(openapi.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      operations.set(`${method.toUpperCase()} ${shape(path.replace(/\{[^}]+\}/g, ':p'))}`, op);
    }
  }

  const routes: RouteInfo[] = [];
  for (const { path, methods } of parseRouteTree(tree)) {
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue; // answered by the GET handler
      const op = operations.get(`${method} ${shape(path)}`);
      const parameters = op?.parameters ?? [];
      const pick = (where: string) =>
        Object.fromEntries(
          parameters.filter((p) => p.in === where).map((p) => [p.name, p.schema ?? {}]),
        );
      routes.push({
        method: method as Method,
        path,
        params: [...path.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((m) => m[1] ?? '*'),
        body: op?.requestBody?.content?.['application/json']?.schema,
        query: pick('query'),
        headers: pick('header'),
        documented: op !== undefined,
        bearer: (op?.security ?? []).some((s) => 'bearer' in s),
      });
    }
  }
  return routes;
}

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  security?: Record<string, unknown>[];
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

/** Path parameters and their names do not matter for matching: /a/:id and /a/{x} are alike. */
function shape(path: string) {
  return path.replace(/:[A-Za-z0-9_]+/g, ':p');
}

/**
 * Parses `printRoutes({ commonPrefix: false })`: each line is a node whose path continues its
 * parent's; `(GET, HEAD)` lists the methods that end there. find-my-way prints parameters of
 * the same position with different names as `:a|:b`; their shape is the same, so we keep one.
 */
export function parseRouteTree(tree: string): { path: string; methods: string[] }[] {
  const result: { path: string; methods: string[] }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const segment = match[2]!.replace(/(:[A-Za-z0-9_]+)(\|:[A-Za-z0-9_]+)+/g, '$1');
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + segment;
    stack[depth] = path;
    if (match[3]) result.push({ path, methods: match[3].split(', ').map((m) => m.trim()) });
  }
  return result;
}
