/**
 * @jest-environment node
 */
import { type ApiError, NETWORK_ERROR_MESSAGE } from '@wedding/shared-contracts/web';
import { apiRequest, getJson } from './api-request';

const reply = (status: number, body: string, contentType: string | null, statusText = '') =>
  contentType
    ? new Response(body, { status, statusText, headers: { 'content-type': contentType } })
    : new Response(new Blob([body]), { status, statusText });

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

describe('apiRequest', () => {
  it('sends JSON with credentials and returns the JSON answer', async () => {
    fetchMock.mockResolvedValue(reply(201, '{"message":"ok"}', 'application/json; charset=utf-8'));
    await expect(apiRequest('POST', '/api/contact', { a: 1 })).resolves.toEqual({ message: 'ok' });
    expect(fetchMock).toHaveBeenCalledWith('/api/contact', {
      credentials: 'include',
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
  });

  it('reports {status}: {error}, else {message}, else the status text', async () => {
    fetchMock.mockResolvedValueOnce(reply(400, '{"error":"Asunto inválido"}', 'application/json'));
    expect(await failureOf(apiRequest('POST', '/x', {}))).toMatchObject({
      status: 400,
      message: '400: Asunto inválido',
    });
    fetchMock.mockResolvedValueOnce(reply(409, '{"message":"Taken"}', 'application/json'));
    expect((await failureOf(apiRequest('POST', '/x'))).message).toBe('409: Taken');
    fetchMock.mockResolvedValueOnce(reply(500, '{}', 'application/json', 'Internal Server Error'));
    expect((await failureOf(apiRequest('POST', '/x'))).message).toBe('500: Internal Server Error');
  });

  it('uses the body or the status text of a non-JSON failure', async () => {
    fetchMock.mockResolvedValueOnce(reply(502, 'Bad gateway page', 'text/html', 'Bad Gateway'));
    expect((await failureOf(apiRequest('POST', '/x'))).message).toBe('502: Bad gateway page');
    fetchMock.mockResolvedValueOnce(reply(503, '', 'text/plain', 'Service Unavailable'));
    expect((await failureOf(apiRequest('POST', '/x'))).message).toBe('503: Service Unavailable');
  });

  it('refuses a non-JSON success, quoting at most 100 characters', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, 'x'.repeat(150), 'text/html'));
    expect((await failureOf(apiRequest('POST', '/x'))).message).toBe(
      `200: Server returned non-JSON response (text/html): ${'x'.repeat(100)}...`,
    );
    fetchMock.mockResolvedValueOnce(reply(200, 'short', null));
    expect((await failureOf(apiRequest('POST', '/x'))).message).toMatch(/\(unknown\): short$/);
  });

  it('turns an unreachable server into the network error, status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await failureOf(apiRequest('POST', '/x'))).toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
  });
});

describe('getJson', () => {
  it('requires a JSON answer', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, '{"data":1}', 'application/json'));
    await expect(getJson('/api/x')).resolves.toEqual({ data: 1 });
    fetchMock.mockResolvedValueOnce(reply(200, '<html>', 'text/html'));
    expect((await failureOf(getJson('/api/x'))).message).toBe(
      'Expected JSON response but received text/html',
    );
  });
});
