// Which registered /api/v1 routes the OpenAPI document leaves out or leaves half described.

export interface RegisteredRoute {
  method: string;
  /** As registered, `:param` for a parameter; the trailing slash does not matter. */
  path: string;
}

interface Operation {
  responses?: Record<string, unknown>;
  security?: unknown[];
  requestBody?: unknown;
  'x-access'?: string;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
const asDocumentPath = (path: string) => withoutTrailingSlash(path.replace(/:([A-Za-z0-9_]+)/g, '{$1}'));

/**
 * The routes of `app.printRoutes({ commonPrefix: false })` (a tree: each line a segment under the line above
 * it at one level less), HEAD left out (Fastify adds one to every GET).
 */
export function routesOfTree(tree: string, prefix: string): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean))
      if (method !== 'HEAD' && path.startsWith(prefix)) routes.push({ method, path });
  }
  return routes;
}

/** What is wrong with each route's description in `document`, as "METHOD path: problem" lines. */
export function undocumentedRoutes(document: OpenApiDocument, routes: readonly RegisteredRoute[]): string[] {
  const operations = new Map<string, Operation>();
  for (const [path, methods] of Object.entries(document.paths ?? {}))
    for (const [method, operation] of Object.entries(methods))
      operations.set(`${method.toUpperCase()} ${withoutTrailingSlash(path)}`, operation);
  return routes.flatMap(({ method, path }) => {
    const name = `${method} ${path}`;
    const operation = operations.get(`${method} ${asDocumentPath(path)}`);
    if (!operation) return [`${name}: missing`];
    const answers = Object.keys(operation.responses ?? {});
    const problems = [
      ...(answers.some((status) => /^2/.test(status)) ? [] : ['no successful answer']),
      ...(answers.some((status) => /^[45]/.test(status)) ? [] : ['no error answer']),
      ...(operation['x-access'] ? [] : ['no access level']),
      ...(operation['x-access'] !== 'public' && !(operation.security ?? []).length
        ? ['no session scheme']
        : []),
    ];
    return problems.map((problem) => `${name}: ${problem}`);
  });
}
