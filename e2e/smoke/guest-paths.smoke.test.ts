/**
 * Every guest path in Firefox ESR and WebKitGTK (issue 38 item 7), at a phone's width (375 px) and, where
 * the layout differs (the header), a laptop's: each public route with its Spanish page and heading and
 * nothing sideways; Enter in the number field searches (a number on the list, and one not on it whose help
 * stays); a decline, then a change of answer; the invitation page's answer switched, and an unknown code;
 * the e-mail RSVP; the answer echoed and what a change changes; the endings; a number from Spain typed as
 * at home (the page asks which country). No page may throw an uncaught script error. One stack for the file; one browser per
 * engine; every test has guests of its own (and of its engine), so none depends on another's order.
 */
import { weddingPhase } from '@wedding/shared-contracts';
import { rsvpDbSchema } from '@wedding/shared-contracts/domain';
import type { Connection } from 'mongoose';
import type { WebDriver } from 'selenium-webdriver';
import {
  By,
  ENGINES,
  type Engine,
  type EngineSession,
  Key,
  press,
  shown,
  startEngine,
  typeInto,
  WAIT_MS,
} from '../lib/engines';
import {
  headingIs,
  headingText,
  inputValue,
  isShown,
  openLive,
  radioOption,
  resizeViewport,
  searchWithEnter,
  sideways,
  textOf,
} from '../lib/guest-pages';
import { guestsOf, routesFor, seedGuestPaths } from '../lib/guest-paths';
import { eventually } from '../lib/public-site';
import { declaredRoutes, PUBLIC_ROUTES_FILE } from '../lib/routes';
import { startTestStack } from '../lib/stack';
import { modelsOf, openDatabase } from '../lib/stack-database';
import { sleep } from '../lib/waiting';

const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1280, height: 800 };
/** The pages' words follow the clock (the specification's wedding is past on today's): the confirmation's. */
const PHASE = weddingPhase(new Date());
const BEFORE_THE_DAY_ENDS = PHASE !== 'after-wedding';
const CONFIRMED_FOR_2 = {
  replying: 'Hemos registrado tu asistencia para 2 personas. ¡Te esperamos el 15 de noviembre de 2025!',
  'past-deadline':
    'Hemos registrado tu asistencia para 2 personas. ¡Te esperamos el 15 de noviembre de 2025!',
  'wedding-day': 'Hemos registrado tu asistencia para 2 personas. ¡Te esperamos hoy!',
  'after-wedding': 'Hemos registrado tu asistencia para 2 personas.',
}[PHASE];
/** A number on no list. */
const UNKNOWN = { phone: '+18095559999', typed: '809 555 9999' };

let stack: Awaited<ReturnType<typeof startTestStack>>;
let db: Connection;
const models = () => ({ ...modelsOf(db), Rsvp: db.model('Rsvp', rsvpDbSchema) });

beforeAll(async () => {
  stack = await startTestStack({
    env: {
      PHONE_RATE_LIMIT_IP_MAX: '100000',
      PHONE_RATE_LIMIT_NUMBER_MAX: '100000',
      RSVP_RATE_LIMIT_MAX: '100000',
      INVITATION_RATE_LIMIT_MAX: '100000',
    },
  });
  db = await openDatabase(stack.mongoUri);
  await seedGuestPaths(db);
}, 180_000);

afterAll(async () => {
  await db?.close();
  await stack?.cleanup();
});

it('visits every route the public route file declares', () => {
  expect(routesFor('firefox').map((r) => r.route)).toEqual(declaredRoutes(PUBLIC_ROUTES_FILE));
});

/** What a test of one engine works with. */
interface Run {
  engine: Engine;
  driver: WebDriver;
  guests: ReturnType<typeof guestsOf>;
  /** Opens a path of the site once the live page runs. */
  open(path: string): Promise<void>;
}

async function everyRoute({ engine, driver, open }: Run) {
  for (const { path, title, heading, mark, text } of routesFor(engine)) {
    await open(path);
    const seen = async () => ({
      path,
      lang: await driver.executeScript('return document.documentElement.lang'),
      title: await driver.getTitle(),
      heading: await headingText(driver),
    });
    await eventually(async () => expect(await seen()).toEqual({ path, lang: 'es', title, heading }), WAIT_MS);
    if (mark) await shown(driver, mark);
    if (text) expect(await textOf(driver, 'main')).toContain(text);
    expect({ path, ...(await sideways(driver)) }).toEqual({ path, wider: 0, scrolls: 0 });
  }
}

async function header({ driver, open }: Run) {
  const bar = '[data-testid="site-header"] nav[aria-label="Navegación principal"]';
  await open('/');
  expect(await isShown(driver, bar)).toBe(false);
  expect(await isShown(driver, '[data-testid="bottom-nav"]')).toBe(true);
  await press(driver, await shown(driver, '[data-testid="mobile-menu-button"]'));
  const menu = await shown(driver, '[data-testid="mobile-menu"]');
  await press(driver, await menu.findElement(By.css('a[href="/rsvp"]')));
  await headingIs(driver, 'Confirma tu asistencia');
  expect(new URL(await driver.getCurrentUrl()).pathname).toBe('/rsvp');
  await eventually(
    async () => expect(await isShown(driver, '[data-testid="mobile-menu"]')).toBe(false),
    WAIT_MS,
  );

  await resizeViewport(driver, LAPTOP.width, LAPTOP.height);
  try {
    await eventually(async () => expect(await isShown(driver, bar)).toBe(true), WAIT_MS);
    expect(await isShown(driver, '[data-testid="mobile-menu-button"]')).toBe(false);
    expect(await isShown(driver, '[data-testid="bottom-nav"]')).toBe(false);
    await press(driver, await shown(driver, `${bar} a[href="/contact"]`));
    await headingIs(driver, 'Contacto');
    expect(new URL(await driver.getCurrentUrl()).pathname).toBe('/contact');
    expect(await sideways(driver)).toEqual({ wider: 0, scrolls: 0 });
  } finally {
    await resizeViewport(driver, PHONE.width, PHONE.height);
  }
}

async function enterSearches({ driver, guests, open }: Run) {
  const help = '[data-testid="phone-search-help"]';
  await open('/rsvp');
  await searchWithEnter(driver, UNKNOWN.typed);
  expect(await textOf(driver, help)).toContain('No encontramos el número');
  const contact = await driver.findElement(By.css(`${help} [data-testid="phone-search-contact"]`));
  expect(await contact.getAttribute('href')).toContain(`phone=${encodeURIComponent(UNKNOWN.phone)}`);
  // it stays: nothing on the page takes it away a moment later
  await sleep(1000);
  expect(await isShown(driver, help)).toBe(true);
  expect(await textOf(driver, help)).toContain('No encontramos el número');
  expect(await isShown(driver, '[data-testid="phone-search-form"]')).toBe(true);

  await searchWithEnter(driver, guests.finder.typed);
  await shown(driver, '[data-testid="phone-confirm-step"]');
  expect(await textOf(driver, '[data-testid="guest-name"]')).toBe(guests.finder.name);
}

async function declineThenConfirm({ driver, guests, open }: Run) {
  const { decliner } = guests;
  const stored = () => models().Invitado.findOne({ telefonoWhatsapp: decliner.phone }).lean();
  await open('/rsvp');
  await typeInto(await shown(driver, '[data-testid="phone-input"]'), decliner.typed);
  await press(driver, await shown(driver, '[data-testid="phone-search"]'));
  expect(await textOf(driver, '[data-testid="guest-name"]')).toBe(decliner.name);
  await press(driver, await shown(driver, '[data-testid="phone-decline"]'));
  const declined = await shown(driver, '[data-testid="phone-success-declined"]');
  expect(await textOf(driver, '#phone-rsvp-success-title')).toBe('¡Respuesta registrada!');
  expect(await textOf(driver, '[data-testid="phone-success-message"]')).toBe(
    'Lamentamos que no puedas acompañarnos. Gracias por avisarnos.',
  );
  expect(await declined.getText()).toContain(`¡Gracias, ${decliner.name}!`);
  expect(await stored()).toMatchObject({ estadoConfirmacion: 'rechazado' });

  // the change of answer: the same number again, the answer given shown, another one sent
  await press(driver, await shown(driver, '[data-testid="phone-another"]'));
  await searchWithEnter(driver, decliner.typed);
  expect(await textOf(driver, '[data-testid="guest-name"]')).toBe(decliner.name);
  expect(await textOf(driver, '[data-testid="guest-status"]')).toBe('Respuesta actual: No asistirá');
  // the answer given, echoed with its day (issue 38 item 1), and what confirming changes
  expect(await textOf(driver, '[data-testid="guest-answer-echo"]')).toMatch(
    /^El \d{1,2} de [a-z]+ de \d{4} nos avisaste que no podrás venir\.$/,
  );
  expect(await textOf(driver, '[data-testid="rsvp-answer-preview"]')).toBe(
    'Al confirmar, tu respuesta pasa de «No asistiré» a «Asistiré».',
  );
  await press(driver, await shown(driver, '[data-testid="people-select"]'));
  await press(driver, await shown(driver, '[role="option"][data-key="2"]'));
  await eventually(
    async () => expect(await textOf(driver, '[data-testid="people-select"]')).toBe('2 personas'),
    WAIT_MS,
  );
  await press(driver, await shown(driver, '[data-testid="phone-confirm"]'));
  await shown(driver, '[data-testid="phone-success-confirmed"]');
  expect(await textOf(driver, '#phone-rsvp-success-title')).toBe('¡Confirmación exitosa!');
  expect(await textOf(driver, '[data-testid="phone-success-message"]')).toBe(CONFIRMED_FOR_2);
  expect(await textOf(driver, '[data-testid="rsvp-answer-change"]')).toBe(
    'Cambiaste tu respuesta de «No asistiré» a «Asistiré».',
  );
  expect(await stored()).toMatchObject({ estadoConfirmacion: 'confirmado', personasConfirmadas: 2 });
}

async function invitation({ engine, driver, guests, open }: Run) {
  const { invited } = guests;
  const current = '[data-testid="save-the-date-current"]';
  await open(`/invitation/${invited.code}`);
  await headingIs(driver, `Hola, ${invited.name}`);
  expect(await textOf(driver, current)).toContain('No podré asistir');
  await press(driver, await radioOption(driver, 'save-the-date-choice', 'yes'));
  const people = await shown(driver, '[data-testid="invitation-people"]');
  await typeInto(people, '2');
  await people.sendKeys(Key.TAB);
  await eventually(async () => expect(await inputValue(people)).toBe('2'), WAIT_MS);
  expect(await textOf(driver, '[data-testid="invitation-answer-echo"]')).toMatch(
    /^El \d{1,2} de [a-z]+ de \d{4} nos avisaste que no podrás venir\.$/,
  );
  await press(driver, await shown(driver, '[data-testid="save-the-date-update"]'));
  // it ends as the phone flow does: thanks that stay, the answer, what changed (issue 38 item 4)
  await shown(driver, '[data-testid="invitation-thanks"]');
  expect(await textOf(driver, '#invitation-thanks-title')).toBe('¡Respuesta actualizada!');
  expect(await textOf(driver, current)).toBe('Tu respuesta: Asistiré · 2 personas');
  expect(await textOf(driver, '[data-testid="rsvp-answer-change"]')).toBe(
    'Cambiaste tu respuesta de «No asistiré» a «Asistiré».',
  );
  expect(await isShown(driver, '[data-testid="rsvp-next-steps"]')).toBe(BEFORE_THE_DAY_ENDS);
  expect(await models().UnifiedGuest.findOne({ invitationCode: invited.code }).lean()).toMatchObject({
    saveTheDateResponse: 'yes',
    confirmationStatus: 'confirmado',
    confirmedPeople: 2,
  });

  await open(`/invitation/NO-EXISTE-${engine}`);
  const invalid = await shown(driver, '[data-testid="invitation-invalid"]');
  expect(await headingText(driver)).toBe('Código de invitación inválido');
  expect(await invalid.getText()).toContain('No encontramos una invitación con este código.');
  await press(driver, await invalid.findElement(By.css('a[href="/"]')));
  await shown(driver, '#hero');
}

async function emailRsvp({ driver, guests, open }: Run) {
  const { writer } = guests;
  await open('/rsvp/email');
  const form = await shown(driver, '[data-testid="email-rsvp-form"]');
  await typeInto(await form.findElement(By.css('input[autocomplete="name"]')), writer.name);
  await typeInto(await form.findElement(By.css('input[type="email"]')), writer.email);
  await press(driver, await radioOption(driver, 'email-rsvp-attending', 'yes'));
  const count = await shown(driver, '[data-testid="email-rsvp-count"]');
  await typeInto(count, '2');
  await count.sendKeys(Key.TAB);
  await eventually(async () => expect(await inputValue(count)).toBe('2'), WAIT_MS);
  await press(driver, await shown(driver, '[data-testid="email-rsvp-submit"]'));
  const done = await shown(driver, '[data-testid="email-rsvp-done"]');
  expect(await textOf(driver, '[data-testid="email-rsvp-done"] h2')).toBe('¡Confirmación recibida!');
  expect(await done.getText()).toContain(writer.name);
  expect(await isShown(driver, '[data-testid="rsvp-next-steps"]')).toBe(BEFORE_THE_DAY_ENDS);
  expect(await models().Rsvp.find({ email: writer.email }).lean()).toMatchObject([
    { name: writer.name, attending: true, guestCount: 2 },
  ]);
}

async function fromAbroad({ driver, guests, open }: Run) {
  const { abroad } = guests;
  await open('/rsvp');
  // typed as at home, after the prefilled +1 of the Dominican Republic
  await searchWithEnter(driver, abroad.typed);
  const question = await shown(driver, '[data-testid="phone-which-country"]');
  expect(await question.getText()).toContain('Este número puede ser de más de un país. ¿De cuál es el tuyo?');
  expect(await isShown(driver, '[data-testid="phone-country-choice-CL"]')).toBe(true);
  await press(driver, await shown(driver, '[data-testid="phone-country-choice-ES"]'));
  await shown(driver, '[data-testid="phone-confirm-step"]');
  expect(await textOf(driver, '[data-testid="guest-name"]')).toBe(abroad.name);
  expect(await textOf(driver, '[data-testid="guest-phone"]')).toMatch(/^Número: \+34 /);
}

describe.each(ENGINES)('%s', (engine) => {
  let session: EngineSession;
  const run = {
    engine,
    guests: guestsOf(engine),
    open: (path: string) => openLive(session, `${stack.url}${path}`),
  } as Run;
  let errorsBefore = 0;

  beforeAll(async () => {
    session = await startEngine(engine, PHONE.width, PHONE.height);
    run.driver = session.driver;
  }, 120_000);

  afterAll(async () => {
    await session?.quit();
  });

  // no page of a test may throw an uncaught script error
  beforeEach(async () => {
    errorsBefore = (await session.errors()).length;
  });
  afterEach(async () => {
    expect((await session.errors()).slice(errorsBefore)).toEqual([]);
  });

  it('every public route: its page and heading in Spanish, nothing sideways at 375 px', () =>
    everyRoute(run));
  it('the header: its menu at 375 px, its links in the bar at 1280 px', () => header(run));
  it('/rsvp: Enter searches; a number not on the list keeps its help under the field, one on it finds the guest', () =>
    enterSearches(run));
  it('/rsvp: a guest declines, then looks the number up again and confirms for 2 instead', () =>
    declineThenConfirm(run));
  it('/invitation/<code>: a guest who declined switches to attending for 2; an unknown code says so', () =>
    invitation(run));
  it('/rsvp/email: name, e-mail, attending with 2 people, sent: confirmed on the page and stored', () =>
    emailRsvp(run));
  it('/rsvp: a number from Spain typed as at home asks which country, then finds the guest', () =>
    fromAbroad(run));
});
