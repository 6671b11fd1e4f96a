import {
  ApiError,
  isAnswered,
  NETWORK_ERROR_MESSAGE,
  requestFile,
  requestJson,
  serverMessageOr,
  type Wording,
} from './http-client';

const reply = (status: number, body: string, contentType: string | null, statusText = '') =>
  new Response(contentType === null ? new Blob([body]) : body, {
    status,
    statusText,
    headers: contentType === null ? {} : { 'content-type': contentType },
  });

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a failure');
};

describe('requestJson', () => {
  it.each<Wording>(['back-office', 'guest'])(
    'in the %s wording: the JSON failure texts of spec §8, with the server words and body kept',
    async (wording) => {
      fetchMock.mockResolvedValueOnce(
        reply(400, '{"error":"Código inválido","field":"x"}', 'application/json'),
      );
      const error = await failureOf(requestJson('/x', { method: 'POST', body: {}, wording }));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        message: '400: Código inválido',
        status: 400,
        serverMessage: 'Código inválido',
        body: { error: 'Código inválido', field: 'x' },
      });
      fetchMock.mockResolvedValueOnce(reply(502, 'not json', 'application/json', 'Bad Gateway'));
      expect(await failureOf(requestJson('/x', { wording }))).toMatchObject({
        message: '502: not json',
        serverMessage: undefined,
      });
    },
  );

  it('words an error answer that is not JSON the way each front end reads the spec', async () => {
    const page = `<html>${'x'.repeat(150)}</html>`;
    fetchMock.mockResolvedValueOnce(reply(502, page, 'text/html', 'Bad Gateway'));
    expect((await failureOf(requestJson('/x', { wording: 'back-office' }))).message).toBe(
      `502: Server returned non-JSON response (text/html): ${page.slice(0, 100)}...`,
    );
    fetchMock.mockResolvedValueOnce(reply(502, page, 'text/html', 'Bad Gateway'));
    expect((await failureOf(requestJson('/x', { wording: 'guest' }))).message).toBe(`502: ${page}`);
  });

  it('words an OK answer that is not JSON: a read expects JSON; a guest page quotes a change', async () => {
    for (const [wording, method, message] of [
      ['back-office', 'GET', 'Expected JSON response but received text/plain'],
      ['back-office', 'POST', 'Expected JSON response but received text/plain'],
      ['guest', 'GET', 'Expected JSON response but received text/plain'],
      ['guest', 'POST', '200: Server returned non-JSON response (text/plain): ok'],
    ] as const) {
      fetchMock.mockResolvedValueOnce(reply(200, 'ok', 'text/plain'));
      expect([wording, method, (await failureOf(requestJson('/x', { method, wording }))).message]).toEqual([
        wording,
        method,
        message,
      ]);
    }
    fetchMock.mockResolvedValueOnce(reply(200, '{broken', 'application/json'));
    expect((await failureOf(requestJson('/x'))).message).toBe(
      'Expected JSON response but received invalid JSON',
    );
  });

  it('reports an unreachable server as status 0, and lets a cancelled call end as cancelled', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const unreachable = await failureOf(requestJson('/x'));
    expect(unreachable).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
    expect(isAnswered(unreachable)).toBe(false);
    fetchMock.mockResolvedValueOnce(reply(200, '<html>', 'text/html'));
    expect(isAnswered(await failureOf(requestJson('/x')))).toBe(true);
    const controller = new AbortController();
    controller.abort();
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockRejectedValueOnce(aborted);
    expect(await failureOf(requestJson('/x', { signal: controller.signal }))).toBe(aborted);
  });

  it('keeps the status of an error answer whose body broke off; an OK one that did is a network failure', async () => {
    const broken = (status: number) =>
      ({
        ok: status < 400,
        status,
        statusText: status === 429 ? 'Too Many Requests' : 'OK',
        headers: new Headers({ 'content-type': 'application/json' }),
        text: () => Promise.reject(new TypeError('network error')),
      }) as unknown as Response;
    fetchMock.mockResolvedValueOnce(broken(429));
    expect(await failureOf(requestJson('/x'))).toMatchObject({
      status: 429,
      message: '429: Too Many Requests',
    });
    fetchMock.mockResolvedValueOnce(broken(200));
    expect(await failureOf(requestJson('/x'))).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('tells onErrorAnswer of an error answer only, with the error the call fails with', async () => {
    const told: ApiError[] = [];
    fetchMock.mockResolvedValueOnce(reply(200, '{"ok":true}', 'application/json'));
    await requestJson('/x', { onErrorAnswer: (error) => told.push(error) });
    expect(told).toEqual([]);
    fetchMock.mockResolvedValueOnce(reply(401, '{"error":"Authentication required"}', 'application/json'));
    const error = await failureOf(requestJson('/x', { onErrorAnswer: (e) => told.push(e) }));
    expect(told).toEqual([error]);
  });
});

describe('requestFile', () => {
  it("gives the file and the server's name for it, and fails like a JSON call", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('a,b\n', {
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="guests.csv"' },
      }),
    );
    const file = await requestFile('/export');
    expect(file.fileName).toBe('guests.csv');
    await expect(file.blob.text()).resolves.toBe('a,b\n');
    fetchMock.mockResolvedValueOnce(reply(403, '{"error":"Forbidden"}', 'application/json', 'Forbidden'));
    expect(await failureOf(requestFile('/export'))).toMatchObject({
      status: 403,
      serverMessage: 'Forbidden',
    });
  });
});

describe('serverMessageOr', () => {
  it("gives the server's own words, else the fallback (never a status text or a page's body)", async () => {
    fetchMock.mockResolvedValueOnce(reply(409, '{"error":"Taken"}', 'application/json'));
    expect(serverMessageOr(await failureOf(requestJson('/x')), 'Failed')).toBe('Taken');
    fetchMock.mockResolvedValueOnce(reply(500, '{}', 'application/json', 'Internal Server Error'));
    expect(serverMessageOr(await failureOf(requestJson('/x')), undefined)).toBeUndefined();
    fetchMock.mockResolvedValueOnce(reply(502, '<html>down</html>', 'text/html'));
    expect(serverMessageOr(await failureOf(requestJson('/x', { wording: 'guest' })), 'Failed')).toBe(
      'Failed',
    );
    expect(serverMessageOr(new Error('boom'), 'Failed')).toBe('Failed');
  });
});
