/**
 * @jest-environment node
 */
import { NETWORK_ERROR_MESSAGE } from '@wedding/shared-contracts/web';
import { SUBMIT_FALLBACK_ERROR, submitRsvp } from './email-rsvp-api';

const BODY = { name: 'Ana', email: 'ana@example.com', attending: true, guestCount: 1 } as Parameters<
  typeof submitRsvp
>[0];

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

const answer = (status: number, body: string, contentType: string) =>
  fetchMock.mockResolvedValueOnce(new Response(body, { status, headers: { 'content-type': contentType } }));

describe('submitRsvp (spec §8: success false with the error message or "Failed to submit RSVP")', () => {
  it("gives the server's own words with the status", async () => {
    answer(400, '{"error":"Correo electrónico inválido"}', 'application/json');
    await expect(submitRsvp(BODY)).resolves.toEqual({
      success: false,
      status: 400,
      error: 'Correo electrónico inválido',
    });
  });

  it('gives the network error, status 0, when the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(submitRsvp(BODY)).resolves.toEqual({
      success: false,
      status: 0,
      error: NETWORK_ERROR_MESSAGE,
    });
  });

  it("falls back when the answer has no words of the server's (an error page, an empty body)", async () => {
    answer(502, '<html><body>Bad gateway</body></html>', 'text/html');
    await expect(submitRsvp(BODY)).resolves.toEqual({
      success: false,
      status: 502,
      error: SUBMIT_FALLBACK_ERROR,
    });
    answer(500, '{}', 'application/json');
    await expect(submitRsvp(BODY)).resolves.toEqual({
      success: false,
      status: 500,
      error: SUBMIT_FALLBACK_ERROR,
    });
  });

  it('answers the success as the server gave it', async () => {
    answer(201, '{"message":"RSVP received","updated":false}', 'application/json');
    await expect(submitRsvp(BODY)).resolves.toEqual({
      success: true,
      message: 'RSVP received',
      updated: false,
    });
  });
});
