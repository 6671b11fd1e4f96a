/**
 * Helpers for mf-admin's unit tests (jsdom): a fake `fetch` answering per "METHOD path", and the admin
 * routes rendered in a memory router with a fresh QueryClient (the spec's defaults).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { queryClientDefaults } from '@wedding/shared-contracts/web';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export interface FakeAnswer {
  status?: number;
  statusText?: string;
  body?: unknown;
  /** Raw body text (with contentType) instead of JSON. */
  text?: string;
  contentType?: string;
}

export type FakeRoute =
  | FakeAnswer
  | ((request: { url: string; method: string; body: unknown }) => FakeAnswer | Promise<FakeAnswer>);

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
};

export function fakeResponse({ status = 200, statusText, body, text, contentType }: FakeAnswer) {
  const payload = text ?? (body === undefined ? '' : JSON.stringify(body));
  const type = contentType ?? (text === undefined ? 'application/json; charset=utf-8' : 'text/plain');
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: statusText ?? STATUS_TEXT[status] ?? '',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? type : null) },
    text: async () => payload,
  } as unknown as Response;
}

/**
 * Replaces global fetch. Routes are keyed "METHOD /path" (the query string is ignored unless the key has
 * one); an unknown call answers 404. Returns the jest mock to inspect the calls.
 */
export function mockApi(routes: Record<string, FakeRoute>) {
  const mock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0];
    const route = routes[`${method} ${url}`] ?? routes[`${method} ${path}`];
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    if (!route) return fakeResponse({ status: 404, body: { error: 'Not found' } });
    return fakeResponse(typeof route === 'function' ? await route({ url, method, body }) : route);
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

export const ADMIN = { id: '507f1f77bcf86cd799439011', username: 'root', adminRole: 'super_admin' } as const;

export const loggedIn = (admin: { id: string; username: string; adminRole: string } = ADMIN): FakeAnswer => ({
  body: { authenticated: true, user: admin },
});
export const loginOk = (admin: { id: string; username: string; adminRole: string } = ADMIN): FakeAnswer => ({
  body: { message: 'Login successful', user: admin },
});
export const loggedOut: FakeAnswer = { status: 401, body: { error: 'Authentication required' } };

export function newQueryClient() {
  return new QueryClient({ defaultOptions: queryClientDefaults });
}

/** Where the memory router is (tests read `location.pathname`). */
export interface LocationRef {
  pathname: string;
}

function TrackLocation({ into }: { into: LocationRef }) {
  into.pathname = useLocation().pathname;
  return null;
}

/**
 * Renders `element` for every /admin path in a memory router starting at `path` (a plain router: the data
 * router needs the Fetch API's Request, which jsdom lacks). `location.pathname` follows navigation.
 */
export function renderAt(path: string, element: ReactNode) {
  const queryClient = newQueryClient();
  const location: LocationRef = { pathname: path };
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <TrackLocation into={location} />
        <Routes>
          <Route path="/admin/*" element={element} />
          <Route path="*" element={<p>public site</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, location, queryClient };
}

/**
 * For the tests of one describe block: the window is a phone's (under 768 px, PHONE_QUERY matches), so the
 * tables render as cards. jsdom has no matchMedia of its own.
 */
export function atPhoneWidth() {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width: 767'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });
}
