// A page test's server: `fetch` replaced by a mock that answers JSON replies in turn, and the requests it
// got read back.

export interface Reply {
  status: number;
  body: unknown;
}

/** A fetch Response carrying `body` as JSON with `status`. */
export const jsonResponse = ({ status, body }: Reply) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: '',
  headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
  text: async () => JSON.stringify(body),
  json: async () => body,
});

/** Installs a new fetch mock (call it in beforeEach). */
export function mockFetch(): jest.Mock {
  const fetchMock = jest.fn();
  global.fetch = fetchMock;
  return fetchMock;
}

/** Queues `replies` on `fetchMock`, answered in order. */
export function reply(fetchMock: jest.Mock, ...replies: Reply[]): void {
  for (const r of replies) fetchMock.mockResolvedValueOnce(jsonResponse(r));
}

/** The `call`-th request `fetchMock` got: its address, method and JSON body. */
export function requestOf(fetchMock: jest.Mock, call: number) {
  const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return { url, method: init.method, body: init.body ? JSON.parse(String(init.body)) : undefined };
}
