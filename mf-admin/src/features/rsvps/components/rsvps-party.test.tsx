// The RSVP inbox shows the people an unmatched e-mail answer named, in one short line (with their meals,
// their dietary needs and notes: an allergy is seen before the answer is matched), in the host's language.
import { configure, screen, within } from '@testing-library/react';
import { type AdminRsvp, weddingFacts } from '@wedding/shared-contracts';
import AdminRoutes from '../../../app/admin-routes';
import { setAdminLocale } from '../../../lib/i18n/admin-locale';
import { loggedIn, mockApi, renderAt } from '../../../lib/testing';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

const answer = (n: number, overrides: Partial<AdminRsvp>): AdminRsvp => ({
  id: n.toString(16).padStart(24, '0'),
  name: `Person ${n}`,
  email: `person${n}@example.com`,
  attending: true,
  guestCount: 2,
  message: null,
  dietaryRestrictions: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T12:30:00.000Z',
  unifiedGuestId: null,
  guestName: null,
  ...overrides,
});

const marta = answer(1, {
  name: 'Marta Gil',
  guestCount: 3,
  party: [
    { name: 'Marta Gil', child: false, meal: 'fish', dietary: ['gluten-free'] },
    { name: 'Pablo', child: false, dietary: ['other'], dietaryNote: 'no spicy food' },
    { name: 'Nora', child: true, meal: 'children', dietary: ['nut-allergy'] },
  ],
});
const quiet = answer(2, { name: 'Sin Nombres' });

function setup() {
  mockApi({
    'GET /api/admin/auth/check': loggedIn(),
    'GET /api/admin/rsvps': { body: { data: [marta, quiet] } },
  });
  return renderAt('/admin/rsvps', <AdminRoutes />);
}

afterEach(() => {
  setAdminLocale('en');
  jest.restoreAllMocks();
});

it("shows an unmatched answer's people with their meals and dietary needs, and nothing for an answer that named nobody", async () => {
  setup();
  const row = within(await screen.findByRole('row', { name: /Marta Gil/ }));
  expect(row.getByTestId('rsvp-party')).toHaveTextContent(
    "Coming: Marta Gil (fish; gluten-free), Pablo (“no spicy food”), Nora (children's menu; nut allergy)",
  );
  expect(within(screen.getByRole('row', { name: /Sin Nombres/ })).queryByTestId('rsvp-party')).toBeNull();
});

it('says it in Spanish for a host who reads Spanish', async () => {
  setAdminLocale('es');
  setup();
  const row = within(await screen.findByRole('row', { name: /Marta Gil/ }));
  expect(row.getByTestId('rsvp-party')).toHaveTextContent(
    'Vienen: Marta Gil (pescado; sin gluten), Pablo (“no spicy food”), Nora (menú infantil; alergia a los frutos secos)',
  );
});

it('keeps the dietary needs when the hosts ask for no meal', async () => {
  jest.replaceProperty(weddingFacts, 'meals', { ...weddingFacts.meals, asked: false });
  setup();
  const row = within(await screen.findByRole('row', { name: /Marta Gil/ }));
  expect(row.getByTestId('rsvp-party')).toHaveTextContent(
    'Coming: Marta Gil (gluten-free), Pablo (“no spicy food”), Nora (nut allergy)',
  );
});
