// The back office in Spanish (issue 16 item 5): English by default with the spec's texts, Spanish from the
// toggle on every screen (nothing left in English that the catalog knows), `<html lang>` following, dates
// and numbers in Spanish, and the choice remembered on this device.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRsvp, AdminUser, Contact, Invitado, Reminder } from '@wedding/shared-contracts';
import { dismissToast } from '@wedding/shared-contracts/ui';
import { getAdminLocale, setAdminLocale } from '../../lib/i18n/admin-locale';
import { BUILT_AT, buildGuest } from '../../lib/test-builders';
import { ADMIN, loggedIn, mockApi, renderAt } from '../../lib/testing';
import AdminRoutes from '../admin-routes';
import { MESSAGES_ES } from './messages-es';

jest.setTimeout(30_000);

const user = userEvent.setup({ delay: null });

afterEach(() => {
  dismissToast();
  act(() => setAdminLocale('en'));
  localStorage.clear();
});

const id = (n: number) => n.toString(16).padStart(24, '0');

const PHONE_GUEST: Invitado = {
  id: id(1),
  nombreCompleto: 'Ana Pérez',
  telefonoWhatsapp: '+18095550101',
  categoria: 'Padres Novia',
  maxPersonasPermitidas: 4,
  acompanantesAsignados: 1,
  estadoConfirmacion: 'confirmado',
  personasConfirmadas: 3,
  fechaConfirmacion: '2026-03-14T18:30:00.000Z',
  notas: null,
  createdAt: BUILT_AT,
  updatedAt: BUILT_AT,
};
const CONTACT: Contact = {
  id: id(2),
  name: 'Luis Gómez',
  email: 'luis@example.com',
  subject: 'dress_code',
  message: '¿Traje formal?',
  status: 'in_progress',
  notes: null,
  createdAt: BUILT_AT,
  updatedAt: BUILT_AT,
};
const RSVP: AdminRsvp = {
  id: id(3),
  name: 'Marta Díaz',
  email: 'marta@example.com',
  attending: true,
  guestCount: 2,
  message: null,
  dietaryRestrictions: 'Vegana',
  createdAt: BUILT_AT,
  updatedAt: BUILT_AT,
  unifiedGuestId: null,
  guestName: null,
};
const REMINDER: Reminder = {
  kind: 'phone-guest',
  id: id(4),
  name: 'Rosa Peña',
  phone: '+18095550104',
  group: null,
  language: 'es',
  whatsappUrl: 'https://wa.me/18095550104?text=Hola',
  lastRemindedAt: null,
};
const OWNER: AdminUser = {
  id: ADMIN.id,
  username: 'root',
  phoneNumber: null,
  adminRole: 'super_admin',
  isActive: true,
  lastLoginAt: null,
  failedLoginAttempts: 0,
  lockedUntil: null,
  lastFailedLoginAt: null,
  createdAt: BUILT_AT,
  updatedAt: BUILT_AT,
};

function api() {
  mockApi({
    'GET /api/admin/auth/check': loggedIn(),
    'GET /api/admin/unified-guests': {
      body: {
        data: [buildGuest({ name: 'Eva Núñez', confirmationStatus: 'confirmado', confirmedPeople: 1 })],
      },
    },
    'GET /api/admin/invitados': { body: { data: [PHONE_GUEST] } },
    'GET /api/admin/contacts': { body: { data: [CONTACT] } },
    'GET /api/admin/rsvps': { body: { data: [RSVP] } },
    'GET /api/admin/reminders': { body: { data: [REMINDER] } },
    'GET /api/admin/users/stats': { body: { total: 1, superAdmins: 1, active: 1, locked: 0 } },
    'GET /api/admin/users': { body: { users: [OWNER], total: 1, hasMore: false } },
    'GET /api/admin/database-analysis': {
      body: { generatedAt: BUILT_AT, collections: [{ name: 'unified_guests', documents: 12345 }] },
    },
  });
}

/** The English messages whose Spanish differs (a text that is the same in both proves nothing). */
const ENGLISH_ONLY = new Set(
  Object.entries(MESSAGES_ES)
    .filter(([english, spanish]) => english !== spanish && !english.includes('{'))
    .map(([english]) => english),
);

/** Texts on the page (text nodes and accessible names) that are a catalog message still in English. */
function englishLeft(): string[] {
  const found = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (ENGLISH_ONLY.has(text)) found.add(text);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
    for (const attribute of ['aria-label', 'title', 'placeholder']) {
      const text = element.getAttribute(attribute)?.trim() ?? '';
      if (ENGLISH_ONLY.has(text)) found.add(`${attribute}: ${text}`);
    }
  }
  return [...found];
}

describe('the back office language', () => {
  it('is English by default, with the spec’s texts and <html lang="en">', async () => {
    api();
    renderAt('/admin/dashboard', <AdminRoutes />);
    expect(await screen.findByRole('heading', { name: 'Wedding Admin Dashboard' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('button', { name: 'All Guests' })).toBeInTheDocument();
  });

  it('switches to Spanish from the toggle, remembers it, and switches back to the exact English texts', async () => {
    api();
    renderAt('/admin/dashboard', <AdminRoutes />);
    await screen.findByRole('heading', { name: 'Wedding Admin Dashboard' });
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(
      await screen.findByRole('heading', { name: 'Panel de administración de la boda' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Todos los invitados' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('wedding-admin-language')).toBe('es');
    expect(getAdminLocale()).toBe('es');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Wedding Admin Dashboard' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it.each([
    ['/admin/dashboard', 'Panel de administración de la boda'],
    ['/admin/guests', 'Gestión de invitados'],
    ['/admin/phone-guests', 'Invitados por teléfono'],
    ['/admin/contacts', 'Mensajes'],
    ['/admin/rsvps', 'Respuestas'],
    ['/admin/reminders', 'Recordatorios'],
    ['/admin/users', 'Usuarios de administración'],
    ['/admin/database-analysis', 'Análisis de la base de datos'],
  ])('shows %s in Spanish, with nothing the catalog knows left in English', async (path, title) => {
    act(() => setAdminLocale('es'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    api();
    renderAt(path, <AdminRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    await waitFor(() => expect(screen.queryByText(/Cargando/)).toBeNull());
    expect(englishLeft()).toEqual([]);
    expect(warn.mock.calls.filter(([first]) => String(first).includes('admin i18n'))).toEqual([]);
    warn.mockRestore();
  });

  it('writes dates and numbers the Spanish way', async () => {
    act(() => setAdminLocale('es'));
    api();
    renderAt('/admin/phone-guests', <AdminRoutes />);
    // 14 March 2026, 18:30 UTC: "14 mar 2026" in Spanish, "Mar 14, 2026" in English
    expect(await screen.findByText(/14 mar 2026/)).toBeInTheDocument();
    renderAt('/admin/database-analysis', <AdminRoutes />);
    expect(await screen.findAllByText('12.345')).not.toHaveLength(0);
  });

  it('finds a text the catalog knows left in English (the check above can fail)', async () => {
    act(() => setAdminLocale('es'));
    api();
    renderAt('/admin/rsvps', <AdminRoutes />);
    await screen.findByRole('heading', { level: 1, name: 'Respuestas' });
    const stray = document.createElement('button');
    stray.setAttribute('aria-label', 'Delete Selected');
    stray.textContent = 'Save Changes';
    document.body.append(stray);
    expect(englishLeft()).toEqual(['Save Changes', 'aria-label: Delete Selected']);
    stray.remove();
  });

  it('shows a service’s known message in Spanish', async () => {
    act(() => setAdminLocale('es'));
    mockApi({
      'GET /api/admin/auth/check': { status: 401, body: { error: 'Authentication required' } },
      'GET /api/admin/auth/setup/check': { body: { usersExist: true } },
      'POST /api/admin/auth/login': { status: 401, body: { error: 'Invalid credentials' } },
    });
    renderAt('/admin/login', <AdminRoutes />);
    await user.type(await screen.findByLabelText('Usuario'), 'root');
    await user.type(screen.getByLabelText('Contraseña'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const { currentToasts } = await import('@wedding/shared-contracts/ui');
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'No se pudo iniciar sesión',
        description: 'Usuario o contraseña incorrectos',
      }),
    );
  });
});
