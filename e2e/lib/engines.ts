/**
 * The two browser engines besides Chromium (a smoke path, not the suite), driven through WebDriver with
 * selenium-webdriver: Firefox ESR (Debian's firefox-esr, with geckodriver from crates.io, headless, with
 * WebDriver BiDi) and WebKitGTK (Debian's webkit2gtk-driver and its MiniBrowser, in a real window on the
 * X display xvfb-run gives the test command). `.ci/run` installs all of them; docs/testing.md says how.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Builder, By, Key, until, type WebDriver, type WebElement } from 'selenium-webdriver';
import firefox from 'selenium-webdriver/firefox';
import { freePort, waitForHttp } from '../../scripts/lib/proc';

export const ENGINES = ['firefox', 'webkit'] as const;
export type Engine = (typeof ENGINES)[number];

const FIREFOX = '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** geckodriver: on the PATH (`cargo install geckodriver` puts it in ~/.cargo/bin or --root's bin). */
function geckodriver(): string {
  const dirs = [
    ...(process.env.PATH ?? '').split(path.delimiter),
    path.join(process.env.HOME ?? '/root', '.cargo/bin'),
  ];
  const found = dirs.map((dir) => path.join(dir, 'geckodriver')).find((file) => existsSync(file));
  if (!found)
    throw new Error('geckodriver is not installed: cargo install geckodriver --locked (see .ci/run)');
  return found;
}

function required(file: string, install: string): void {
  if (!existsSync(file)) throw new Error(`${file} is missing: ${install} (see .ci/run)`);
}

export interface EngineSession {
  driver: WebDriver;
  /** Opens `url`, watching the page for uncaught script errors. */
  open(url: string): Promise<void>;
  /** The uncaught script errors of every page opened so far (Firefox: WebDriver BiDi; WebKit: the pages'
   * `error` and `unhandledrejection` events, from when each was opened). */
  errors(): Promise<string[]>;
  quit(): Promise<void>;
}

/** Where a page without BiDi keeps its errors. */
const PAGE_ERRORS = '__smokeErrors';

/** A browser of `engine` whose page (the viewport) is `width` × `height` CSS px. */
export async function startEngine(engine: Engine, width: number, height: number): Promise<EngineSession> {
  // no usage statistics, no driver downloads: the drivers are given
  process.env.SE_AVOID_STATS = 'true';
  process.env.SE_OFFLINE = 'true';
  if (engine === 'firefox') return startFirefox(width, height);
  return startWebKit(width, height);
}

/**
 * Firefox keeps its window as wide as its toolbars need (500 px); a profile whose userChrome.css lets
 * them shrink allows a phone's width.
 */
function narrowFirefoxProfile(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'smoke-firefox-'));
  mkdirSync(path.join(dir, 'chrome'));
  writeFileSync(
    path.join(dir, 'chrome', 'userChrome.css'),
    '#main-window, #navigator-toolbox, #nav-bar, #urlbar-container, #urlbar, toolbar, toolbarbutton, #TabsToolbar, #titlebar { min-width: 0 !important; }\n',
  );
  return dir;
}

async function startFirefox(width: number, height: number): Promise<EngineSession> {
  required(FIREFOX, 'apt-get install firefox-esr');
  const profile = narrowFirefoxProfile();
  const options = new firefox.Options();
  options.setBinary(FIREFOX);
  options.setProfile(profile);
  options.addArguments('-headless', `--width=${width}`, `--height=${height + 20}`);
  options.enableBidi();
  for (const [name, value] of Object.entries({
    'datareporting.healthreport.uploadEnabled': false,
    'datareporting.policy.dataSubmissionEnabled': false,
    'toolkit.telemetry.enabled': false,
    'app.update.enabled': false,
    'browser.shell.checkDefaultBrowser': false,
    'network.captive-portal-service.enabled': false,
    'network.connectivity-service.enabled': false,
    'intl.accept_languages': 'es-ES, es',
    'toolkit.legacyUserProfileCustomizations.stylesheets': true,
  }))
    options.setPreference(name, value);
  const driver = await new Builder()
    .forBrowser('firefox')
    .setFirefoxOptions(options)
    .setFirefoxService(new firefox.ServiceBuilder(geckodriver()))
    .build();
  const errors: string[] = [];
  try {
    // WebDriver BiDi: the page's uncaught errors as they happen
    const { default: LogInspector } = await import('selenium-webdriver/bidi/logInspector');
    const inspector = await LogInspector(driver);
    await inspector.onJavascriptException((entry: { text: string }) => {
      errors.push(entry.text);
    });
    await sizeViewport(driver, width, height);
  } catch (error) {
    await driver.quit();
    throw error;
  } finally {
    // geckodriver has made its own copy
    rmSync(profile, { recursive: true, force: true });
  }
  return {
    driver,
    open: async (url) => {
      await driver.get(url);
    },
    errors: async () => errors,
    quit: () => driver.quit(),
  };
}

async function startWebKit(width: number, height: number): Promise<EngineSession> {
  required(WEBKIT_DRIVER, 'apt-get install webkit2gtk-driver');
  required(MINIBROWSER, 'apt-get install webkit2gtk-driver');
  if (!process.env.DISPLAY)
    throw new Error('WebKitGTK needs an X display: run under xvfb-run (npm test does)');
  const port = await freePort();
  // MiniBrowser's toolbar keeps its window 447 px wide or more; GTK styles that let it shrink allow a phone's
  const config = mkdtempSync(path.join(os.tmpdir(), 'smoke-webkit-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(
    path.join(config, 'gtk-3.0', 'gtk.css'),
    'entry { min-width: 0; }\nbutton { min-width: 0; padding-left: 2px; padding-right: 2px; }\n',
  );
  const service: ChildProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=local'], {
    stdio: 'ignore',
    env: { ...process.env, XDG_CONFIG_HOME: config },
  });
  const stop = () => {
    service.kill();
    rmSync(config, { recursive: true, force: true });
  };
  let driver: WebDriver | undefined;
  try {
    await waitForHttp(`http://127.0.0.1:${port}/status`, 20_000);
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
    await sizeViewport(driver, width, height);
  } catch (error) {
    await driver?.quit().catch(() => undefined);
    stop();
    throw error;
  }
  const session = driver;
  // no BiDi in WebKitGTK's driver: each page's own error events, gathered before the next page replaces it
  const earlier: string[] = [];
  const pageErrors = async () =>
    ((await session.executeScript(`return window.${PAGE_ERRORS} || []`).catch(() => [])) as string[]) ?? [];
  return {
    driver: session,
    open: async (url) => {
      earlier.push(...(await pageErrors()));
      await session.get(url);
      await session.executeScript(`
        const errors = (window.${PAGE_ERRORS} = []);
        window.addEventListener('error', (event) => errors.push(String(event.error ?? event.message)));
        window.addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)));
      `);
    },
    errors: async () => [...earlier, ...(await pageErrors())],
    quit: async () => {
      await session.quit().catch(() => undefined);
      stop();
    },
  };
}

/**
 * Resizes the window until the page itself is `width` × `height`: the window's frame and toolbars take
 * some of the window (MiniBrowser's about 20 px of height), and differ by engine.
 */
async function sizeViewport(driver: WebDriver, width: number, height: number): Promise<void> {
  let outer = { width, height: height + 20 };
  for (let attempt = 0; attempt < 3; attempt++) {
    await driver.manage().window().setRect(outer);
    const inner = (await driver.executeScript('return [window.innerWidth, window.innerHeight]')) as [
      number,
      number,
    ];
    if (inner[0] === width && inner[1] >= height) return;
    outer = {
      width: outer.width + (width - inner[0]),
      height: outer.height + Math.max(0, height - inner[1]),
    };
  }
  const inner = await driver.executeScript('return [window.innerWidth, window.innerHeight]');
  throw new Error(`could not size the page to ${width}×${height} (it is ${JSON.stringify(inner)})`);
}

/** How long a step may take to show what the next one waits for, on a busy machine. */
export const WAIT_MS = 20_000;

/** The element `css` names, once it is shown. */
export async function shown(driver: WebDriver, css: string, timeout = WAIT_MS): Promise<WebElement> {
  const element = await driver.wait(until.elementLocated(By.css(css)), timeout, `${css} never appeared`);
  await driver.wait(until.elementIsVisible(element), timeout, `${css} never became visible`);
  return element;
}

/**
 * Clicks like a person would: the element scrolled to the middle of the page first (the fixed bottom
 * bar covers the window's lower edge) and, in WebKit, once the smooth scroll has stopped.
 */
export async function press(driver: WebDriver, element: WebElement): Promise<void> {
  await driver.executeScript(
    "arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })",
    element,
  );
  await driver.executeAsyncScript(`
    const done = arguments[arguments.length - 1];
    let last = -1, still = 0;
    const tick = () => {
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
      if (still >= 5) done(); else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  `);
  await element.click();
}

/**
 * Replaces what an input holds with `text`, typed key by key, once a person could type into it: a
 * prerendered form (the admin login's) keeps its fields disabled until the live page runs.
 */
export async function typeInto(element: WebElement, text: string): Promise<void> {
  await element.getDriver().wait(until.elementIsEnabled(element), WAIT_MS, 'the field never became usable');
  await element.sendKeys(Key.chord(Key.CONTROL, 'a'), Key.BACK_SPACE);
  await element.sendKeys(text);
}

export { By, Key };
