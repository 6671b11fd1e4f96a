/**
 * Who is coming, by name, in Firefox ESR and WebKitGTK at a phone's width: a guest confirms 2 by phone,
 * names the second person as a child with the children's menu and a nut allergy (the native select, the
 * check boxes, the folded needs), saves, and reads the party back when the number is looked up again. No
 * page may throw an uncaught script error. One stack for the file; each engine has a guest of its own.
 */
import type { Connection } from 'mongoose';
import type { WebDriver } from 'selenium-webdriver';
import { Select } from 'selenium-webdriver/lib/select';
import { aPhoneGuest } from '../../scripts/testing/builders';
import { ENGINES, type Engine, type EngineSession, press, shown, startEngine, WAIT_MS } from '../lib/engines';
import { openLive, searchWithEnter, textOf } from '../lib/guest-pages';
import { eventually } from '../lib/public-site';
import { startTestStack } from '../lib/stack';
import { modelsOf, openDatabase } from '../lib/stack-database';

const GUESTS: Record<Engine, { phone: string; typed: string; name: string }> = {
  firefox: { phone: '+18095557101', typed: '809 555 7101', name: 'Elena Vidal' },
  webkit: { phone: '+18095557102', typed: '809 555 7102', name: 'Tomás Vidal' },
};

let stack: Awaited<ReturnType<typeof startTestStack>>;
let db: Connection;

beforeAll(async () => {
  stack = await startTestStack({
    env: { PHONE_RATE_LIMIT_IP_MAX: '100000', PHONE_RATE_LIMIT_NUMBER_MAX: '100000' },
  });
  db = await openDatabase(stack.mongoUri);
  await modelsOf(db).Invitado.create(
    Object.values(GUESTS).map(({ phone, name }) =>
      aPhoneGuest({ nombreCompleto: name, telefonoWhatsapp: phone, maxPersonasPermitidas: 2 }),
    ),
  );
}, 180_000);

afterAll(async () => {
  await db?.close();
  await stack?.cleanup();
});

const inPerson = (n: number, css: string) => `[data-testid="party-person-${n}"] ${css}`;

/** Chooses `label` in the native select `css`, scrolled clear of the fixed bottom bar first. */
async function choose(driver: WebDriver, css: string, label: string) {
  const select = await shown(driver, css);
  await driver.executeScript("arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })", select);
  await new Select(select).selectByVisibleText(label);
}

describe.each(ENGINES)('%s', (engine) => {
  let session: EngineSession;

  beforeAll(async () => {
    session = await startEngine(engine, 375, 740);
  }, 120_000);

  afterAll(async () => {
    await session?.quit();
  });

  it('/rsvp: confirms 2, names them with a meal each, and reads them back on the next lookup', async () => {
    const { driver } = session;
    const guest = GUESTS[engine];
    await openLive(session, `${stack.url}/rsvp`);
    await searchWithEnter(driver, guest.typed);
    await press(driver, await shown(driver, '[data-testid="phone-confirm"]'));
    await shown(driver, '[data-testid="party-form"]');
    expect(await (await shown(driver, inPerson(1, '[data-testid="party-name"]'))).getAttribute('value')).toBe(
      guest.name,
    );
    await choose(driver, inPerson(1, '[data-testid="party-meal"]'), 'Pescado');
    const second = await shown(driver, inPerson(2, '[data-testid="party-name"]'));
    await press(driver, second);
    await second.sendKeys('Sara Vidal');
    await press(driver, await shown(driver, inPerson(2, 'label.check')));
    await choose(driver, inPerson(2, '[data-testid="party-meal"]'), 'Menú infantil');
    await press(driver, await shown(driver, inPerson(2, 'summary')));
    await press(driver, await shown(driver, inPerson(2, '[data-testid="party-need-nut-allergy"]')));
    await press(driver, await shown(driver, '[data-testid="party-save"]'));
    const echo = `Confirmaste 2: ${guest.name} (pescado), Sara Vidal (menú infantil)`;
    await eventually(
      async () => expect(await textOf(driver, '[data-testid="party-echo"]')).toBe(echo),
      WAIT_MS,
    );
    const stored = await modelsOf(db).Invitado.findOne({ telefonoWhatsapp: guest.phone }).lean();
    expect(stored?.party).toEqual([
      { name: guest.name, child: false, meal: 'fish', dietary: [] },
      { name: 'Sara Vidal', child: true, meal: 'children', dietary: ['nut-allergy'] },
    ]);

    await openLive(session, `${stack.url}/rsvp`);
    await searchWithEnter(driver, guest.typed);
    expect(await textOf(driver, '[data-testid="party-echo"]')).toBe(echo);
    expect(await session.errors()).toEqual([]);
  });
});
