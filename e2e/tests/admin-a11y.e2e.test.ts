// Accessibility of the back office (issue 8, item 10): axe-core over every admin route at 375 and 1280 px
// (logged in as a super admin, with rows in every table), also with each dialog open, with no serious or
// critical violation; at 375 px also every control's tap target at least 44×44 px, no page wider than
// the screen and every dialog inside it (issue 16 item 4); and every admin dialog and table operated by keyboard alone: the trigger (a row
// action too) reached with Tab, opened with Enter, filled by typing, submitted with Enter or left with
// Escape, and focus back on the trigger. Every table is a plain one (the shared DataTable): its row
// actions are reached with Tab alone.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { type AxeViolation, axeViolations } from '../lib/axe';
import { type BrowserHandle, launchBrowser } from '../lib/browser';
import { ADMIN_ROUTES_FILE, declaredRoutes } from '../lib/routes';
import { startTestStack } from '../lib/stack';
import { beyondScreen, smallTapTargets } from '../lib/tap-targets';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: BrowserHandle;

const OWNER = { username: 'owner', password: 'owner-pass-1' };
const PHONE = 375;
const WIDTHS = [PHONE, 1280] as const;

const url = (path: string) => `${stack.url}${path}`;

// ─── Seed: rows in every table ────────────────────────────────────────────────────────────────────

let cookie = '';

async function api(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url(path), {
    method,
    headers: { 'content-type': 'application/json', origin: stack.url, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

async function seed(): Promise<void> {
  const setup = await fetch(url('/api/admin/auth/setup'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.url },
    body: JSON.stringify(OWNER),
  });
  if (setup.status !== 201) throw new Error(`setup failed: ${setup.status}`);
  // the session is stored while the last byte of the answer is held back: read it all first
  await setup.text();
  cookie = setup.headers.get('set-cookie')!.split(';')[0]!;
  await api('POST', '/api/admin/users', {
    username: 'helper0',
    password: 'helper-pass',
    adminRole: 'moderator',
  });
  await api('POST', '/api/admin/users', { username: 'helper1', password: 'helper-pass', adminRole: 'admin' });
  for (const [name, category] of [
    ['Ana Pérez', 'Familia Sofía'],
    ['Luis Gómez', 'Amigos Mateo'],
    ['Marta Díaz', 'Padres Novia'],
  ] as const) {
    await api('POST', '/api/admin/guests', {
      name,
      category,
      maxPeopleAllowed: 3,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    });
  }
  const first = (await api('POST', '/api/admin/invitados', {
    nombreCompleto: 'Invitado Uno',
    telefonoWhatsapp: '809-555-0101',
    categoria: 'Familia Mateo',
    maxPersonasPermitidas: 4,
    acompanantesAsignados: 2,
  })) as { data: { id: string } };
  await api('PUT', `/api/admin/invitados/${first.data.id}`, {
    estadoConfirmacion: 'confirmado',
    personasConfirmadas: 3,
  });
  await api('POST', '/api/admin/invitados', {
    nombreCompleto: 'Invitado Dos',
    telefonoWhatsapp: '809-555-0102',
    categoria: 'Amigos Sofía',
    maxPersonasPermitidas: 2,
    acompanantesAsignados: 1,
  });
  // an e-mail answer from someone on neither list: the RSVP inbox's "No match"
  await api('POST', '/api/rsvp', {
    name: 'Respuesta Uno',
    email: 'respuesta@example.com',
    attending: true,
    guestCount: 2,
    dietaryRestrictions: 'Vegano',
  });
  for (const name of ['Contacto Uno', 'Contacto Dos']) {
    await api('POST', '/api/contact', {
      name,
      email: 'contacto@example.com',
      subject: 'rsvp_question',
      message: `Hola, soy ${name}`,
    });
  }
}

beforeAll(async () => {
  stack = await startTestStack({ env: { LOGIN_RATE_LIMIT_MAX: '200', CONTACT_RATE_LIMIT_MAX: '100' } });
  browser = await launchBrowser();
  await seed();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.cleanup();
});

/** A browser context at `width`, logged in as the owner (its cookie jar holds the session). */
async function loggedIn(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ width, locale: 'en-US' });
  const res = await context.request.post(url('/api/admin/auth/login'), {
    data: OWNER,
    headers: { origin: stack.url },
  });
  expect(res.status()).toBe(200);
  return { context, page: await context.newPage() };
}

/** Dialogs and popovers fade in: axe would measure colours half-way through the animation. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.querySelector('[data-entering], [data-exiting]') === null);
}

const clean = (violations: AxeViolation[]) =>
  violations.map(({ id, impact, nodes }) => ({ id, impact, nodes }));

// ─── Every route ──────────────────────────────────────────────────────────────────────────────────

/** Each declared admin route: where to go, and what shows that the screen has loaded its data. */
const ROUTES: Record<string, { path: string; ready(page: Page): Locator; loggedOut?: boolean }> = {
  '': { path: '/admin', ready: (page) => page.getByRole('heading', { name: 'Wedding Admin Dashboard' }) },
  login: {
    path: '/admin/login',
    loggedOut: true,
    ready: (page) => page.getByRole('button', { name: 'Log in' }),
  },
  setup: {
    path: '/admin/setup',
    loggedOut: true,
    ready: (page) => page.getByRole('button', { name: 'Log in' }),
  },
  dashboard: {
    path: '/admin/dashboard',
    ready: (page) => page.getByRole('heading', { name: 'Guest Confirmation Analytics' }),
  },
  // tables at 1280 px, cards at 375 px: the name shows either way
  guests: { path: '/admin/guests', ready: (page) => page.getByText('Marta Díaz', { exact: true }) },
  users: { path: '/admin/users', ready: (page) => page.getByText('helper1', { exact: true }) },
  'phone-guests': {
    path: '/admin/phone-guests',
    ready: (page) => page.getByText('Invitado Dos', { exact: true }),
  },
  reminders: { path: '/admin/reminders', ready: (page) => page.getByText('Invitado Dos', { exact: true }) },
  contacts: { path: '/admin/contacts', ready: (page) => page.getByText('Contacto Dos', { exact: true }) },
  rsvps: { path: '/admin/rsvps', ready: (page) => page.getByText('Respuesta Uno', { exact: true }) },
  'database-analysis': {
    path: '/admin/database-analysis',
    ready: (page) => page.getByText('unified_guests', { exact: true }),
  },
  '*': {
    path: '/admin/no-such-screen',
    ready: (page) => page.getByRole('heading', { name: '404 Page Not Found' }),
  },
};

describe('axe over every admin route', () => {
  it('covers every route the admin remote declares', () => {
    expect(Object.keys(ROUTES).sort()).toEqual(declaredRoutes(ADMIN_ROUTES_FILE).sort());
  });

  it('finds a violation when there is one (so a clean run means something)', async () => {
    const { context, page } = await loggedIn(1280);
    await page.goto(url('/admin/dashboard'));
    await ROUTES.dashboard!.ready(page).waitFor();
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
      const button = document.createElement('button');
      button.append(image);
      document.querySelector('main')?.append(button);
    });
    expect((await axeViolations(page)).map((violation) => violation.id)).toEqual(
      expect.arrayContaining(['button-name']),
    );
    await context.close();
  });

  it.each(WIDTHS)('at %i px: no serious or critical violation on any route', async (width) => {
    const anonymous = await browser.newContext({ width, locale: 'en-US' });
    const { context, page } = await loggedIn(width);
    const found: Record<string, unknown> = {};
    const phone: Record<string, unknown> = {};
    for (const [key, route] of Object.entries(ROUTES)) {
      const target = route.loggedOut ? await anonymous.newPage() : page;
      await target.goto(url(route.path));
      await route.ready(target).first().waitFor();
      await target.waitForLoadState('networkidle');
      await settled(target);
      const violations = clean(await axeViolations(target));
      if (violations.length) found[key || '(index)'] = violations;
      // on a phone (issue 16 item 4): 44×44 px targets everywhere, nothing wider than the screen
      if (width === PHONE) {
        const small = await smallTapTargets(target);
        const sideways = await beyondScreen(target);
        if (small.length || sideways) phone[key || '(index)'] = { small, sideways };
      }
      if (route.loggedOut) await target.close();
    }
    expect(found).toEqual({});
    expect(phone).toEqual({});
    await anonymous.close();
    await context.close();
  });
});

describe('the back office in Spanish (issue 16 item 5)', () => {
  it('switches from the header, stays Spanish on the next screen and after a reload, with no axe violation', async () => {
    const { context, page } = await loggedIn(PHONE);
    await page.goto(url('/admin/dashboard'));
    await ROUTES.dashboard!.ready(page).waitFor();
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { name: 'Panel de administración de la boda' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.getByRole('button', { name: 'Todos los invitados', exact: true }).click();
    await page.getByRole('heading', { name: 'Gestión de invitados' }).waitFor();
    await page.getByText('Marta Díaz', { exact: true }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Gestión de invitados' }).waitFor();
    await page.getByText('Marta Díaz', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(clean(await axeViolations(page))).toEqual([]);
    await context.close();
  });
});

// ─── Every dialog ─────────────────────────────────────────────────────────────────────────────────

interface DialogCase {
  route: string;
  /** The trigger's accessible name (a button). */
  trigger: string;
  dialog: { role: 'dialog' | 'alertdialog'; name: string };
  /** Prepare the page before the trigger can be used (e.g. choose a file). */
  before?: (page: Page) => Promise<void>;
  /**
   * What shows that a dialog which loads data when it opens has shown it: axe reads the page over several
   * hundred milliseconds and judges what it read first, so a list arriving during its run can be judged
   * half-built (an option without its text).
   */
  loaded?: (dialog: Locator) => Locator;
}

const DIALOGS: DialogCase[] = [
  { route: '/admin/users', trigger: 'Create User', dialog: { role: 'dialog', name: 'Create User' } },
  { route: '/admin/users', trigger: 'Edit helper0', dialog: { role: 'dialog', name: 'Edit User' } },
  {
    route: '/admin/users',
    trigger: 'Deactivate helper0',
    dialog: { role: 'alertdialog', name: 'Deactivate Admin User' },
  },
  {
    route: '/admin/phone-guests',
    trigger: 'Add Phone Guest',
    dialog: { role: 'dialog', name: 'Add Phone Guest' },
  },
  {
    route: '/admin/phone-guests',
    trigger: 'Edit Invitado Dos',
    dialog: { role: 'dialog', name: 'Edit Phone Guest' },
  },
  {
    route: '/admin/phone-guests',
    trigger: 'Reset Invitado Uno',
    dialog: { role: 'alertdialog', name: 'Reset Confirmation?' },
  },
  {
    route: '/admin/contacts',
    trigger: 'Edit Contacto Uno',
    dialog: { role: 'dialog', name: 'Edit Contact' },
  },
  {
    route: '/admin/contacts',
    trigger: 'Delete Contacto Uno',
    dialog: { role: 'alertdialog', name: 'Delete Contact?' },
  },
  { route: '/admin/guests', trigger: 'Add Guest', dialog: { role: 'dialog', name: 'Add New Guest' } },
  { route: '/admin/guests', trigger: 'Edit Ana Pérez', dialog: { role: 'dialog', name: 'Edit Guest' } },
  {
    route: '/admin/guests',
    trigger: 'Delete Ana Pérez',
    dialog: { role: 'alertdialog', name: 'Delete Guest' },
  },
  {
    route: '/admin/guests',
    trigger: 'Invitation link of Ana Pérez',
    dialog: { role: 'dialog', name: 'Invitation for Ana Pérez' },
  },
  {
    route: '/admin/rsvps',
    trigger: 'Match to guest: the answer of Respuesta Uno',
    dialog: { role: 'dialog', name: 'Match to a Guest' },
    loaded: (dialog) => dialog.getByRole('option'),
  },
  {
    route: '/admin/rsvps',
    trigger: 'Add as new guest: Respuesta Uno',
    dialog: { role: 'dialog', name: 'Add as New Guest' },
  },
  {
    route: '/admin/rsvps',
    trigger: 'Delete the answer of Respuesta Uno',
    dialog: { role: 'alertdialog', name: 'Delete Answer?' },
  },
];

const readyOf = (route: string) => Object.values(ROUTES).find((candidate) => candidate.path === route)!;

async function open(page: Page, route: string) {
  if (new URL(page.url()).pathname !== route) await page.goto(url(route));
  await readyOf(route).ready(page).first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('axe with each dialog open', () => {
  it.each(WIDTHS)('at %i px', async (width) => {
    const { context, page } = await loggedIn(width);
    const found: Record<string, unknown> = {};
    const phone: Record<string, unknown> = {};
    for (const item of DIALOGS) {
      await page.goto(url(item.route));
      await readyOf(item.route).ready(page).first().waitFor();
      await item.before?.(page);
      await page.getByRole('button', { name: item.trigger, exact: true }).first().click();
      const dialog = page.getByRole(item.dialog.role, { name: item.dialog.name });
      await dialog.waitFor();
      if (item.loaded) await item.loaded(dialog).first().waitFor();
      await settled(page);
      const violations = clean(await axeViolations(page));
      if (violations.length) found[`${item.route} ${item.trigger}`] = violations;
      if (width === PHONE) {
        // the dialog fits the screen, its controls 44×44 px
        const selector = `[role="${item.dialog.role}"]`;
        const small = await smallTapTargets(page, selector);
        const beyond = await beyondScreen(page, selector);
        if (small.length || beyond) phone[`${item.route} ${item.trigger}`] = { small, beyond };
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    expect(found).toEqual({});
    expect(phone).toEqual({});
    await context.close();
  });
});

// ─── Keyboard alone ───────────────────────────────────────────────────────────────────────────────

/** The accessible name of the focused element: aria-label, its <label>, aria-labelledby, else its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const labels = (element as HTMLInputElement).labels;
    if (labels?.length) return (labels[0]!.textContent ?? '').trim();
    const by = element.getAttribute('aria-labelledby');
    if (by) {
      return by
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    }
    return (element.textContent ?? '').trim();
  });

/** Presses Tab from the top of the page until `name` has focus; the number of presses, or -1. */
async function tabTo(page: Page, name: string, max = 80): Promise<number> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.locator('body').focus();
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)) === name) return presses;
  }
  return -1;
}

/** Waits (up to 2 s: focus is restored a frame after the dialog has gone) until `name` has focus. */
async function focusReturnsTo(page: Page, name: string): Promise<string> {
  const deadline = Date.now() + 2_000;
  let focused = await focusedName(page);
  while (focused !== name && Date.now() < deadline) {
    await page.waitForTimeout(50);
    focused = await focusedName(page);
  }
  return focused;
}

const insideDialog = (page: Page, dialog: DialogCase['dialog']) =>
  page.evaluate(({ role, name }) => {
    const active = document.activeElement;
    const box = [...document.querySelectorAll(`[role="${role}"]`)].find((element) =>
      element.textContent?.includes(name),
    );
    return Boolean(box && active && box.contains(active));
  }, dialog);

describe('every dialog by keyboard alone', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await loggedIn(1280));
  });

  afterAll(async () => {
    await context?.close();
  });

  it.each(DIALOGS.map((item) => [`${item.route}: ${item.trigger}`, item] as const))(
    '%s: Tab to the trigger, Enter opens it with focus inside, Escape closes it and focus returns',
    async (_label, item) => {
      await open(page, item.route);
      await item.before?.(page);
      expect([item.trigger, (await tabTo(page, item.trigger)) > 0]).toEqual([item.trigger, true]);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole(item.dialog.role, { name: item.dialog.name });
      await dialog.waitFor();
      await settled(page);
      expect(await insideDialog(page, item.dialog)).toBe(true);
      // Tab stays inside the dialog
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await insideDialog(page, item.dialog)).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await focusReturnsTo(page, item.trigger)).toBe(item.trigger);
    },
  );

  it('creates an admin user: type the fields, Enter submits, the new row is there and focus is back', async () => {
    await open(page, '/admin/users');
    expect(await tabTo(page, 'Create User')).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create User' });
    await dialog.waitFor();
    await settled(page);
    // focus starts on the dialog itself (its title names it); the first Tab reaches the first field
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Username');
    await page.keyboard.type('keyboard-user');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Password');
    await page.keyboard.type('keyboard-pass');
    // the role keeps its default (Moderator); Enter in a field submits the form
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: /keyboard-user/ }).waitFor();
    expect(await focusReturnsTo(page, 'Create User')).toBe('Create User');
  });

  it('confirm dialogs start on Cancel: Enter keeps the data and focus returns; Tab, Enter confirms', async () => {
    await open(page, '/admin/phone-guests');
    expect(await tabTo(page, 'Reset Invitado Uno')).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Reset Confirmation?' });
    await dialog.waitFor();
    expect(await focusedName(page)).toBe('Cancel');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focusReturnsTo(page, 'Reset Invitado Uno')).toBe('Reset Invitado Uno');
    await page.getByRole('row', { name: /Invitado Uno.*Confirmed/ }).waitFor();

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toMatch(/Reset/);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: /Invitado Uno.*Pending/ }).waitFor();
    // confirmed again for the tests that follow
    const list = (await api('GET', '/api/admin/invitados')) as {
      data: { id: string; nombreCompleto: string }[];
    };
    const uno = list.data.find((guest) => guest.nombreCompleto === 'Invitado Uno')!;
    await api('PUT', `/api/admin/invitados/${uno.id}`, {
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: 3,
    });
  });

  it('edits a phone guest with the keyboard and saves with Enter', async () => {
    await open(page, '/admin/phone-guests');
    expect(await tabTo(page, 'Edit Invitado Dos')).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit Phone Guest' });
    await dialog.waitFor();
    await settled(page);
    const notes = dialog.getByLabel(/Notes|Notas/);
    for (let i = 0; i < 15 && !(await notes.evaluate((element) => element === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type('Mesa 7');
    // Enter in a text area is a new line: Tab to the save button and press Enter
    for (let i = 0; i < 6 && !/^Save/.test(await focusedName(page)); i++) await page.keyboard.press('Tab');
    expect(await focusedName(page)).toMatch(/^Save/);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: /Invitado Dos.*Mesa 7/ }).waitFor();
    expect(await focusReturnsTo(page, 'Edit Invitado Dos')).toBe('Edit Invitado Dos');
  });

  it.each([
    ['Export ▼', 'Export the guest list'],
    ['Bulk actions ▼', 'Bulk actions'],
  ])(
    'the guest list menu %s opens with Enter, moves with the arrows, closes with Escape',
    async (trigger, menu) => {
      await open(page, '/admin/guests');
      expect(await tabTo(page, trigger)).toBeGreaterThan(0);
      await page.keyboard.press('Enter');
      // the menu is named by its trigger (aria-labelledby) and described by `menu`
      const list = page.getByRole('menu');
      await list.waitFor();
      expect(await list.getAttribute('aria-label')).toBe(menu);
      await page.keyboard.press('ArrowDown');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'hidden' });
      expect(await focusReturnsTo(page, trigger)).toBe(trigger);
    },
  );
});

describe('every table by keyboard alone', () => {
  it.each([
    ['/admin/users', ['Edit helper0', 'Deactivate helper0', 'Edit helper1', 'Deactivate helper1']],
    ['/admin/phone-guests', ['Edit Invitado Uno', 'Reset Invitado Uno', 'Edit Invitado Dos']],
    [
      '/admin/contacts',
      ['Edit Contacto Uno', 'Delete Contacto Uno', 'Edit Contacto Dos', 'Delete Contacto Dos'],
    ],
    [
      '/admin/guests',
      ['Edit Ana Pérez', 'Delete Ana Pérez', 'Invitation link of Luis Gómez', 'Edit Marta Díaz'],
    ],
    [
      '/admin/rsvps',
      [
        'Match to guest: the answer of Respuesta Uno',
        'Add as new guest: Respuesta Uno',
        'Delete the answer of Respuesta Uno',
      ],
    ],
  ] as const)('%s: every row action is reached with Tab', async (route, actions) => {
    const { context, page } = await loggedIn(1280);
    await open(page, route);
    const unreachable: string[] = [];
    for (const action of actions) {
      const presses = await tabTo(page, action, 120);
      if (presses < 0) unreachable.push(action);
    }
    expect({ route, unreachable }).toEqual({ route, unreachable: [] });
    // and Enter uses the action reached last
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).first().waitFor();
    await page.keyboard.press('Escape');
    expect(await focusReturnsTo(page, actions.at(-1)!)).toBe(actions.at(-1));
    await context.close();
  });
});
