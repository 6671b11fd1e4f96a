import { ApiError, NETWORK_ERROR_MESSAGE, serverMessageOr } from '@wedding/shared-contracts/web';
import { adminDownload, adminRequest, onUnauthorized } from './api-client';
import { fakeResponse } from './testing';

const answer = (response: Response) => {
  global.fetch = jest.fn(async () => response) as unknown as typeof fetch;
};

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a failure');
};

describe('adminRequest', () => {
  it('sends credentials and JSON, and returns the parsed answer', async () => {
    const fetchMock = jest.fn(async () => fakeResponse({ body: { ok: true } }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(adminRequest('/api/admin/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/x', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"a":1}',
      signal: undefined,
    });
  });

  it('reads the message of a failure from error, then message, then the status text', async () => {
    answer(fakeResponse({ status: 409, body: { error: 'A user with this username already exists' } }));
    const conflict = await failureOf(adminRequest('/x'));
    expect(conflict).toBeInstanceOf(ApiError);
    expect(conflict.message).toBe('409: A user with this username already exists');
    expect(conflict.status).toBe(409);
    expect(conflict.serverMessage).toBe('A user with this username already exists');

    answer(fakeResponse({ status: 400, body: { message: 'Bad thing' } }));
    expect((await failureOf(adminRequest('/x'))).message).toBe('400: Bad thing');

    answer(fakeResponse({ status: 500, body: {} }));
    expect((await failureOf(adminRequest('/x'))).message).toBe('500: Internal Server Error');
  });

  it('uses the body or the status text when a JSON failure does not parse', async () => {
    answer(fakeResponse({ status: 502, text: 'upstream broke', contentType: 'application/json' }));
    expect((await failureOf(adminRequest('/x'))).message).toBe('502: upstream broke');
    answer(
      fakeResponse({
        status: 503,
        statusText: 'Service Unavailable',
        text: '',
        contentType: 'application/json',
      }),
    );
    expect((await failureOf(adminRequest('/x'))).message).toBe('503: Service Unavailable');
  });

  it('describes a non-JSON failure with its content type and the first 100 characters', async () => {
    const html = `<html>${'x'.repeat(150)}</html>`;
    answer(fakeResponse({ status: 502, text: html, contentType: 'text/html' }));
    expect((await failureOf(adminRequest('/x'))).message).toBe(
      `502: Server returned non-JSON response (text/html): ${html.slice(0, 100)}...`,
    );
    answer(fakeResponse({ status: 500, text: 'short', contentType: '' }));
    expect((await failureOf(adminRequest('/x'))).message).toBe(
      '500: Server returned non-JSON response (unknown): short',
    );
  });

  it('refuses an OK answer that is not JSON', async () => {
    answer(fakeResponse({ status: 200, text: '<html></html>', contentType: 'text/html; charset=utf-8' }));
    expect((await failureOf(adminRequest('/x'))).message).toBe(
      'Expected JSON response but received text/html; charset=utf-8',
    );
  });

  it('reports an unreachable server', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const error = await failureOf(adminRequest('/x'));
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.message).toBe('Network error: Unable to connect to server');
  });

  it('formats failures its own way when asked (the users list)', async () => {
    answer(fakeResponse({ status: 403, body: { error: 'Super admin access required' } }));
    const error = await failureOf(
      adminRequest('/x', { formatError: ({ status, statusText }) => `HTTP ${status}: ${statusText}` }),
    );
    expect(error.message).toBe('HTTP 403: Forbidden');
    expect(error.status).toBe(403);
  });

  it('tells the 401 listeners, unless the call opts out', async () => {
    const listener = jest.fn();
    const stop = onUnauthorized(listener);
    answer(fakeResponse({ status: 401, body: { error: 'Authentication required' } }));
    await failureOf(adminRequest('/x'));
    expect(listener).toHaveBeenCalledTimes(1);
    await failureOf(adminRequest('/x', { notifyUnauthorized: false }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    await failureOf(adminRequest('/x'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('gives toasts the server message or a fallback', async () => {
    answer(fakeResponse({ status: 409, body: { error: 'Taken' } }));
    expect(serverMessageOr(await failureOf(adminRequest('/x')), 'Failed')).toBe('Taken');
    expect(serverMessageOr(new Error('boom'), 'Failed')).toBe('Failed');
  });
});

describe('uploads and downloads (guest spreadsheets)', () => {
  it('sends a FormData body as it is (multipart), without a JSON content type', async () => {
    const fetchMock = jest.fn(async () => fakeResponse({ body: { results: {} } }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const form = new FormData();
    form.append('file', new Blob(['nombre\nAna']), 'a.csv');
    await adminRequest('/api/admin/guests/import', { method: 'POST', body: form });
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/guests/import', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
      body: form,
      signal: undefined,
    });
  });

  it('keeps the parsed body of a failure (details of a refused file)', async () => {
    answer(
      fakeResponse({
        status: 400,
        body: { error: 'Nothing was imported', details: { results: { errors: ['Row 2: x'] } } },
      }),
    );
    const error = await failureOf(adminRequest('/x'));
    expect(error.body).toEqual({
      error: 'Nothing was imported',
      details: { results: { errors: ['Row 2: x'] } },
    });
  });

  it('downloads a file with its name, and fails like any call (401 alarm included)', async () => {
    const blob = new Blob(['\uFEFFName\nAna']);
    global.fetch = jest.fn(async () => ({
      ...fakeResponse({ text: 'x', contentType: 'text/csv' }),
      headers: {
        get: (name: string) =>
          ({
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="wedding_guests_2025-06-01.csv"',
          })[name.toLowerCase()] ?? null,
      },
      blob: async () => blob,
    })) as unknown as typeof fetch;
    await expect(adminDownload('/api/admin/guests/export')).resolves.toEqual({
      blob,
      fileName: 'wedding_guests_2025-06-01.csv',
    });

    answer(fakeResponse({ status: 404, body: { error: 'No data to export' } }));
    expect((await failureOf(adminDownload('/x'))).message).toBe('404: No data to export');

    const alarm = jest.fn();
    const stop = onUnauthorized(alarm);
    answer(fakeResponse({ status: 401, body: { error: 'Authentication required' } }));
    await failureOf(adminDownload('/x'));
    expect(alarm).toHaveBeenCalledTimes(1);
    stop();

    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect((await failureOf(adminDownload('/x'))).message).toBe(NETWORK_ERROR_MESSAGE);
  });
});
