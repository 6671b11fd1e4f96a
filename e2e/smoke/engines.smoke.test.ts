/**
 * The guest journey and the hosts' first steps in Firefox ESR and WebKitGTK (issue 18 item 7), at a
 * phone's width and a laptop's: the landing (language toggle, date dialog), the phone RSVP (a number not
 * on the list, then one that is, confirmed), the info tabs, the contact form, and an admin logging in and
 * adding a guest. Chromium runs everything else (e2e/tests); this proves the same pages work in the two
 * other engines guests' phones and computers use. One stack for the file; one browser per engine and width.
 */
import { weddingPhase } from '@wedding/shared-contracts';
import { invitadoDbSchema } from '@wedding/shared-contracts/domain';
import mongoose from 'mongoose';
import type { WebDriver, WebElement } from 'selenium-webdriver';
import { aPhoneGuest } from '../../scripts/testing/builders';
import {
  By,
  ENGINES,
  type EngineSession,
  Key,
  press,
  shown,
  startEngine,
  typeInto,
  WAIT_MS,
} from '../lib/engines';
import { eventually } from '../lib/public-site';
import { startTestStack } from '../lib/stack';

const ANA = { name: 'Ana Pérez', phone: '+18095551234', typed: '809 555 1234' };
const ADMIN = { username: 'host', password: 'host-pass-1' };
const WIDTHS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
] as const;

let stack: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  stack = await startTestStack({
    env: {
      PHONE_RATE_LIMIT_IP_MAX: '100000',
      PHONE_RATE_LIMIT_NUMBER_MAX: '100000',
      RSVP_RATE_LIMIT_MAX: '100000',
      CONTACT_RATE_LIMIT_MAX: '100000',
      LOGIN_RATE_LIMIT_MAX: '100000',
    },
  });
  const db = await mongoose.createConnection(stack.mongoUri).asPromise();
  try {
    await db
      .model('Invitado', invitadoDbSchema)
      .create(
        aPhoneGuest({ nombreCompleto: ANA.name, telefonoWhatsapp: ANA.phone, maxPersonasPermitidas: 3 }),
      );
  } finally {
    await db.close();
  }
  const setup = await fetch(`${stack.url}/api/admin/auth/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.url },
    body: JSON.stringify(ADMIN),
  });
  if (setup.status !== 201) throw new Error(`admin setup failed: ${setup.status} ${await setup.text()}`);
}, 180_000);

afterAll(async () => {
  await stack?.cleanup();
});

/** Opens a page of the site; the guests' pages once they are live (hydrated). */
async function open(session: EngineSession, path: string): Promise<void> {
  await session.open(`${stack.url}${path}`);
  if (!path.startsWith('/admin')) await shown(session.driver, 'main#main-content[data-live="true"]');
}

const text = (element: WebElement) => element.getText();
const lang = (driver: WebDriver) =>
  driver.executeScript('return document.documentElement.lang') as Promise<string>;

/** The first of the elements `css` names that is shown (a phone's layout hides some, a laptop's others). */
async function firstShown(driver: WebDriver, css: string): Promise<WebElement> {
  await shown(driver, css).catch(() => undefined);
  for (const element of await driver.findElements(By.css(css)))
    if (await element.isDisplayed()) return element;
  throw new Error(`no ${css} is shown`);
}

/** The button whose text is `name`, once there is one. */
async function buttonNamed(driver: WebDriver, name: string): Promise<WebElement> {
  const xpath = By.xpath(`//button[normalize-space()='${name}']`);
  await driver.wait(async () => (await driver.findElements(xpath)).length > 0, WAIT_MS, `no ${name} button`);
  return driver.findElement(xpath);
}

/** An input by its label's text, inside `root`. */
async function field(root: WebElement, label: string): Promise<WebElement> {
  const labelElement = await root.findElement(By.xpath(`.//label[normalize-space()='${label}']`));
  return root.findElement(By.id((await labelElement.getAttribute('for')) ?? ''));
}

describe.each(ENGINES)('%s', (engine) => {
  describe.each(WIDTHS)('at $width px', ({ width, height }) => {
    let session: EngineSession;
    let driver: WebDriver;

    beforeAll(async () => {
      session = await startEngine(engine, width, height);
      driver = session.driver;
    }, 120_000);

    afterAll(async () => {
      await session?.quit();
    });

    it('landing: Spanish first, the language toggle, the date dialog', async () => {
      await open(session, '/');
      expect(await lang(driver)).toBe('es');
      const rsvp = await shown(driver, '[data-testid="button-confirmar-rsvp"]');
      expect(await text(rsvp)).toBe('Confirmar asistencia');
      await press(driver, await firstShown(driver, '[data-testid="language-toggle"]'));
      await eventually(async () => expect(await lang(driver)).toBe('en'), WAIT_MS);
      await eventually(async () => expect(await text(rsvp)).toBe('RSVP'), WAIT_MS);
      await press(driver, await firstShown(driver, '[data-testid="language-toggle"]'));
      await eventually(async () => expect(await lang(driver)).toBe('es'), WAIT_MS);

      await press(driver, await shown(driver, '[data-testid="date-badge"]'));
      const dialog = await shown(driver, '[data-testid="date-dialog"]');
      expect(await text(dialog)).toContain('15 de Noviembre, 2025');
      await driver.actions().sendKeys(Key.ESCAPE).perform();
      await eventually(
        async () => expect(await driver.findElements(By.css('[data-testid="date-dialog"]'))).toHaveLength(0),
        WAIT_MS,
      );
    });

    it('phone RSVP: a number not on the list, then one that is, confirmed', async () => {
      await open(session, '/rsvp');
      const input = await shown(driver, '[data-testid="phone-input"]');
      await typeInto(input, '809 555 9999');
      await press(driver, await shown(driver, '[data-testid="phone-search"]'));
      const help = await shown(driver, '[data-testid="phone-search-help"]');
      const contact = await help.findElement(By.css('[data-testid="phone-search-contact"]'));
      expect(await contact.getAttribute('href')).toContain(
        '/contact?subject=rsvp_question&phone=%2B18095559999',
      );

      await typeInto(input, ANA.typed);
      await press(driver, await shown(driver, '[data-testid="phone-search"]'));
      await shown(driver, '[data-testid="phone-confirm-step"]');
      expect(await text(await shown(driver, '[data-testid="guest-name"]'))).toBe(ANA.name);
      await press(driver, await shown(driver, '[data-testid="phone-confirm"]'));
      const message = await shown(driver, '[data-testid="phone-success-message"]');
      expect(await text(message)).toContain('3 personas');
      // what comes next, while the wedding is ahead (the specification's is past on today's clock)
      if (weddingPhase(new Date()) === 'after-wedding')
        expect(await driver.findElements(By.css('[data-testid="rsvp-next-steps"]'))).toHaveLength(0);
      else await shown(driver, '[data-testid="rsvp-next-steps"]');
    });

    it('info: the three tabs', async () => {
      await open(session, '/info');
      const panel = () => firstShown(driver, '[data-testid="info-page"] [role="tabpanel"]');
      expect(await text(await panel())).toContain('Beach Resort Cap Cana');
      await press(driver, await shown(driver, '[data-testid="info-tab-dress"]'));
      await eventually(
        async () => expect(await text(await panel())).toContain('Elegancia relajada junto al mar'),
        WAIT_MS,
      );
      await press(driver, await shown(driver, '[data-testid="info-tab-registry"]'));
      await eventually(
        async () => expect(await text(await panel())).toContain('no esperamos nada más'),
        WAIT_MS,
      );
    });

    it('contact: a message sent, and a thank-you that stays', async () => {
      await open(session, '/contact');
      await typeInto(await shown(driver, 'input[name="name"]'), 'Rosa Díaz');
      await typeInto(await shown(driver, 'input[name="email"]'), 'rosa@example.com');
      await press(driver, await shown(driver, '[data-testid="contact-subject"]'));
      const options = await driver.wait(async () => {
        const found = await driver.findElements(By.css('[role="option"]'));
        return found.length > 2 ? found : null;
      }, 10_000);
      await press(driver, (options as WebElement[])[2] as WebElement);
      await typeInto(await shown(driver, 'textarea'), `Hola desde ${engine} a ${width} px`);
      await press(driver, await shown(driver, '[data-testid="contact-submit"]'));
      const thanks = await shown(driver, '[data-testid="contact-thanks"]');
      expect(await text(thanks)).toContain('Rosa Díaz');
    });

    it('admin: log in, the dashboard, add a guest', async () => {
      await driver.manage().deleteAllCookies();
      await open(session, '/admin/login');
      await typeInto(await shown(driver, 'input[placeholder="Enter your username"]'), ADMIN.username);
      await typeInto(await shown(driver, 'input[placeholder="Enter your password"]'), ADMIN.password);
      await press(driver, await shown(driver, 'form button[type="submit"]'));
      await driver.wait(
        async () =>
          (await driver.findElements(By.xpath("//h1[normalize-space()='Wedding Admin Dashboard']"))).length >
          0,
        WAIT_MS,
        'the dashboard never appeared',
      );

      await open(session, '/admin/guests');
      const name = `Invitado ${engine} ${width}`;
      await press(driver, await buttonNamed(driver, 'Add Guest'));
      const dialog = await shown(driver, '[role="dialog"]');
      await typeInto(await field(dialog, 'Name'), name);
      await press(
        driver,
        await dialog.findElement(By.xpath(".//button[contains(normalize-space(), 'Choose a group')]")),
      );
      await press(driver, await shown(driver, '[role="option"][data-key="Familia Sofía"]'));
      await press(driver, await dialog.findElement(By.xpath(".//button[normalize-space()='Add Guest']")));
      const toast = await shown(driver, '[data-testid="toast-region"]');
      await eventually(
        async () => expect(await text(toast)).toContain('Guest created successfully'),
        WAIT_MS,
      );
      await driver.wait(
        async () =>
          (await driver.findElements(By.xpath(`//main//*[normalize-space()='${name}']`))).length > 0,
        WAIT_MS,
        'the new guest never appeared in the list',
      );
    });

    it('no page had an uncaught script error', async () => {
      expect(await session.errors()).toEqual([]);
      // and one would have been seen
      await session.driver.executeScript("setTimeout(() => { throw new Error('smoke self-check'); })");
      await eventually(
        async () => expect((await session.errors()).join('\n')).toContain('smoke self-check'),
        WAIT_MS,
      );
    });
  });
});
