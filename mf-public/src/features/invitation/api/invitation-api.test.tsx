// The invitation page's answer and party carry the site's language as the guest reads it, for the reminders
// that follow.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DEFAULT_LOCALE, setLocale } from '../../../shared/i18n/locale-store';
import { mockFetch, reply, requestOf } from '../../../shared/testing/fetch-replies';
import { useInvitationParty, useSaveTheDate } from './invitation-api';

const CODE = 'ORTEGA-2025';
const LEAD = { name: 'Ana Ortega', child: false, meal: 'fish', dietary: [] };

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = mockFetch();
});
afterEach(() => {
  act(() => setLocale(DEFAULT_LOCALE));
});

/** The two hooks of the page, in one client. */
function renderHooks() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => ({ answer: useSaveTheDate(CODE), party: useInvitationParty(CODE) }), { wrapper })
    .result;
}

/** Answers yes for 2, then names the lead; the bodies they were sent with. */
async function sendBoth() {
  reply(
    fetchMock,
    { status: 200, body: { data: {} } },
    { status: 200, body: { message: 'We saved who is coming', data: { party: [LEAD] } } },
  );
  const hooks = renderHooks();
  await act(() => hooks.current.answer.mutateAsync({ response: 'yes', guestCount: 2 }));
  await act(() => hooks.current.party([LEAD]));
  return [requestOf(fetchMock, 0), requestOf(fetchMock, 1)];
}

describe("the invitation page's answer and party, and their language", () => {
  it('send Spanish while the site is in Spanish', async () => {
    expect(await sendBoth()).toEqual([
      {
        url: `/api/invitations/${CODE}/save-the-date`,
        method: 'PUT',
        body: { response: 'yes', guestCount: 2, language: 'es' },
      },
      { url: `/api/invitations/${CODE}/party`, method: 'PUT', body: { party: [LEAD], language: 'es' } },
    ]);
  });

  it('send English once the guest switched the site to English', async () => {
    act(() => setLocale('en'));
    const sent = await sendBoth();
    expect(sent.map(({ body }) => body.language)).toEqual(['en', 'en']);
  });
});
