// The phone answers carry the site's language as the guest reads it, for the reminders that follow.
import { act } from '@testing-library/react';
import { DEFAULT_LOCALE, setLocale } from '../../../shared/i18n/locale-store';
import { mockFetch, reply, requestOf } from '../../../shared/testing/fetch-replies';
import { confirmPhone, declinePhone, savePhoneParty } from './phone-rsvp-api';

const TELEFONO = '+18095551234';
const LEAD = { name: 'Ana Pérez', child: false, meal: 'fish', dietary: [] };

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = mockFetch();
});
afterEach(() => {
  act(() => setLocale(DEFAULT_LOCALE));
});

/** Sends the three answers in turn; the bodies they were sent with. */
async function sendAll() {
  reply(
    fetchMock,
    { status: 200, body: { data: {} } },
    { status: 200, body: { data: {} } },
    { status: 200, body: { message: 'ok', data: { party: [LEAD] } } },
  );
  await confirmPhone({ telefono: TELEFONO, confirmedPeople: 2 });
  await declinePhone({ telefono: TELEFONO });
  await savePhoneParty({ telefono: TELEFONO, party: [LEAD] });
  return [0, 1, 2].map((call) => requestOf(fetchMock, call));
}

describe('the phone answers and their language', () => {
  it('send Spanish while the site is in Spanish', async () => {
    expect(await sendAll()).toEqual([
      {
        url: '/api/phone/confirm',
        method: 'POST',
        body: { telefono: TELEFONO, confirmedPeople: 2, language: 'es' },
      },
      { url: '/api/phone/decline', method: 'POST', body: { telefono: TELEFONO, language: 'es' } },
      { url: '/api/phone/party', method: 'PUT', body: { telefono: TELEFONO, party: [LEAD], language: 'es' } },
    ]);
  });

  it('send English once the guest switched the site to English', async () => {
    act(() => setLocale('en'));
    const sent = await sendAll();
    expect(sent.map(({ body }) => body.language)).toEqual(['en', 'en', 'en']);
  });

  it('keep a language the caller names', async () => {
    reply(fetchMock, { status: 200, body: { data: {} } });
    await declinePhone({ telefono: TELEFONO, language: 'en' });
    expect(requestOf(fetchMock, 0).body).toEqual({ telefono: TELEFONO, language: 'en' });
  });
});
