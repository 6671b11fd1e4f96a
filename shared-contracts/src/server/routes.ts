// The routes an Express 5 app really answers, read from its router stack: a test table of endpoints (or
// an OpenAPI document) is compared with them, so a route added without its row fails that test; a
// request whose path is routed for other methods only is answered 405 with the methods it has (finishApp);
// and a path spelled otherwise than every route (`/api/Invitations/…`) is answered 404 (createBaseApp).
import type { Express, RequestHandler } from 'express';
import { match } from 'path-to-regexp';
import { HttpError, notFoundHandler } from './errors';

export interface RegisteredRoute {
  /** Upper case: GET, POST, PUT, PATCH, DELETE… */
  method: string;
  /** The full Express pattern, e.g. /api/admin/users/:id. */
  path: string;
}

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: unknown;
}

function join(prefix: string, path: string): string {
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

function walk(stack: Layer[], prefix: string, out: RegisteredRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        if (typeof path !== 'string') throw new Error(`route with a non-string path: ${String(path)}`);
        for (const method of Object.keys(layer.route.methods)) {
          if (method === '_all') continue;
          out.push({ method: method.toUpperCase(), path: join(prefix, path) });
        }
      }
    } else if (Array.isArray(layer.handle?.stack)) {
      const mount = typeof layer.rawPath === 'string' ? layer.rawPath : '/';
      walk(layer.handle.stack, join(prefix, mount), out);
    }
  }
}

/** Every method + path the app routes, in the order Express tries them (a path may come more than once). */
function routesInOrder(app: Express): RegisteredRoute[] {
  const out: RegisteredRoute[] = [];
  walk((app.router as unknown as { stack: Layer[] }).stack, '', out);
  return out;
}

/** Every method + path the app routes (middleware that is not a router is not a route). Sorted, unique. */
export function registeredRoutes(app: Express): RegisteredRoute[] {
  const keys = new Set<string>();
  return routesInOrder(app)
    .filter((route) => {
      const key = routeKey(route);
      if (keys.has(key)) return false;
      keys.add(key);
      return true;
    })
    .sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
}

/** "GET /api/admin/users/:id" */
export const routeKey = ({ method, path }: RegisteredRoute): string => `${method} ${path}`;

export const METHOD_NOT_ALLOWED_MESSAGE = 'Method not allowed';

interface RoutedPath {
  /** The path as spelled (case-sensitive, as the routes are answered). */
  matches: (path: string) => boolean;
  /** The path in any case: Express's own default, which the modules' routers keep. */
  matchesInAnyCase: (path: string) => boolean;
  methods: string[];
}

interface RouteTable {
  /** Paths without parameters (`/api/admin/guests/export`), by `literalKey`: they win over a pattern. */
  literal: Map<string, RoutedPath>;
  all: RoutedPath[];
  /** Each route's method and path, in the order Express tries them. */
  ordered: { method: string; route: RoutedPath }[];
}

/** How a path without parameters is compared: as spelled, one trailing slash allowed. */
const literalKey = (path: string) => path.replace(/\/$/, '') || '/';

function readRoutes(app: Express): RouteTable {
  const byPath = new Map<string, string[]>();
  for (const { method, path } of registeredRoutes(app))
    byPath.set(path, [...(byPath.get(path) ?? []), method]);
  const table: RouteTable = { literal: new Map(), all: [], ordered: [] };
  const byPattern = new Map<string, RoutedPath>();
  for (const [path, methods] of byPath) {
    // no decoding: only whether the path matches counts, and '%ZZ' must reach the router's own 400
    const matcher = match(path, { decode: false, sensitive: true });
    const anyCase = match(path, { decode: false });
    const allowed = methods.includes('GET') ? [...methods, 'HEAD'] : methods;
    const routed: RoutedPath = {
      matches: (candidate) => matcher(candidate) !== false,
      matchesInAnyCase: (candidate) => anyCase(candidate) !== false,
      methods: allowed.sort(),
    };
    table.all.push(routed);
    byPattern.set(path, routed);
    if (!path.includes(':') && !path.includes('*')) table.literal.set(literalKey(path), routed);
  }
  for (const { method, path } of routesInOrder(app))
    table.ordered.push({ method, route: byPattern.get(path)! });
  return table;
}

/** The routes whose methods answer `path`: the path without parameters if there is one, else every pattern. */
function candidatesFor(table: RouteTable, path: string): RoutedPath[] {
  const literal = table.literal.get(literalKey(path));
  return literal ? [literal] : table.all.filter((route) => route.matches(path));
}

/**
 * A request Express would hand to a route that it names only in another spelling (`/api/Invitations/CODE`,
 * `/api/admin/Guests/:id`): the routers the modules make match in any case (Express's default), while
 * everything keyed by a path (the log redaction, the permission table, the 405 table) reads it as spelled.
 * The route Express picks is the first, in its order, of the request's method (HEAD: GET's; any route for a
 * method none has) that matches in any case.
 */
function isMisspelled(table: RouteTable, requestMethod: string, path: string): boolean {
  const method = requestMethod === 'HEAD' ? 'GET' : requestMethod;
  const routed = table.ordered.some((entry) => entry.method === method);
  const first = table.ordered.find(
    (entry) => (!routed || entry.method === method) && entry.route.matchesInAnyCase(path),
  );
  return first !== undefined && !first.route.matches(path);
}

const kits = new WeakMap<Express, { beforeRoutes: RequestHandler; afterRoutes: RequestHandler }>();

/**
 * 405 `{ error }` with an `Allow` header for a request whose path the app routes for other methods only
 * (a TRACE, or a PUT to `/api/admin/guests/export` where only GET is routed): the answer HTTP gives, where
 * a 404 would say the resource does not exist, or a pattern's 400 (`PUT /guests/:id` with the id "export")
 * would answer a question nobody asked. A path without parameters wins over a pattern that also matches it,
 * as in OpenAPI. OPTIONS is answered 204 with the same `Allow`, where Express would also name the methods
 * of a pattern the path is not meant for.
 *
 * Two handlers, one table (read on the first request, once every route is registered): `beforeRoutes`
 * (createBaseApp) answers 404 to a path spelled otherwise than its route (one case for paths: a route is
 * answered only as registered), looks the path up among the paths without parameters, one map lookup per
 * request, and answers OPTIONS; `afterRoutes` (finishApp) matches the patterns only for a request no
 * route answered.
 */
export function methodNotAllowed(app: Express): {
  beforeRoutes: RequestHandler;
  afterRoutes: RequestHandler;
} {
  const existing = kits.get(app);
  if (existing) return existing;
  let table: RouteTable | undefined;
  const refuse = (candidates: RoutedPath[], ...[req, res, next]: Parameters<RequestHandler>) => {
    if (candidates.length === 0 || candidates.some((route) => route.methods.includes(req.method)))
      return next();
    res.setHeader('Allow', [...new Set(candidates.flatMap((route) => route.methods))].sort().join(', '));
    if (req.method === 'OPTIONS') res.status(204).end();
    else next(new HttpError(405, METHOD_NOT_ALLOWED_MESSAGE));
  };
  const kit = {
    beforeRoutes: ((req, res, next) => {
      table ??= readRoutes(app);
      if (isMisspelled(table, req.method, req.path)) return notFoundHandler(req, res, next);
      if (req.method === 'OPTIONS') return refuse(candidatesFor(table, req.path), req, res, next);
      const literal = table.literal.get(literalKey(req.path));
      refuse(literal ? [literal] : [], req, res, next);
    }) satisfies RequestHandler,
    afterRoutes: ((req, res, next) => {
      table ??= readRoutes(app);
      refuse(candidatesFor(table, req.path), req, res, next);
    }) satisfies RequestHandler,
  };
  kits.set(app, kit);
  return kit;
}
