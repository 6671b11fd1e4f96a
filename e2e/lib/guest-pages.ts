// The guests' pages seen through WebDriver (Firefox ESR and WebKitGTK, e2e/lib/engines.ts): a page opened
// once it is live, its heading, how far it scrolls sideways, a react-aria radio option, an input's value,
// the window resized, an element's text or whether it is shown, and the phone RSVP's search by Enter.
import type { WebDriver, WebElement } from 'selenium-webdriver';
import { By, type EngineSession, Key, shown, typeInto, WAIT_MS } from './engines';
import { eventually } from './public-site';

/** Opens `url` and waits until the live page runs (it is first served prerendered, without behaviour). */
export async function openLive(session: EngineSession, url: string): Promise<void> {
  await session.open(url);
  await shown(session.driver, 'main#main-content[data-live="true"]');
}

/**
 * The name of the page's heading (the `h1` in the main content): an image heading's title (the landing's
 * couple names are an SVG), else its text; null while there is none (a page still loading its data).
 */
export function headingText(driver: WebDriver): Promise<string | null> {
  return driver.executeScript(`
    const heading = document.querySelector('main h1');
    if (!heading) return null;
    const title = heading.querySelector('svg title');
    return (title ?? heading).textContent.replace(/\\s+/g, ' ').trim();
  `) as Promise<string | null>;
}

/**
 * How the page goes sideways: how many px its content is wider than the window, and how far it actually
 * scrolls when asked to scroll 400 px to the right (then put back). Both 0 on a page that fits.
 */
export async function sideways(driver: WebDriver): Promise<{ wider: number; scrolls: number }> {
  return (await driver.executeScript(`
    const root = document.documentElement;
    const wider = Math.max(0, root.scrollWidth - root.clientWidth);
    const top = window.scrollY;
    window.scrollTo({ left: 400, top, behavior: 'instant' });
    const scrolls = window.scrollX;
    window.scrollTo({ left: 0, top, behavior: 'instant' });
    return { wider, scrolls };
  `)) as { wider: number; scrolls: number };
}

/**
 * The option `value` of the react-aria radio group `testId`: the label a guest taps (the radio input in it
 * is visually hidden).
 */
export async function radioOption(driver: WebDriver, testId: string, value: string): Promise<WebElement> {
  await shown(driver, `[data-testid="${testId}"]`);
  return driver.findElement(
    By.xpath(`//*[@data-testid='${testId}']//label[.//input[@type='radio' and @value='${value}']]`),
  );
}

/** The value an input holds now (the property, not the attribute it was rendered with). */
export const inputValue = (element: WebElement) =>
  element.getDriver().executeScript('return arguments[0].value', element) as Promise<string>;

/**
 * Resizes the window until the page itself is `width` px wide and at least `height` tall (the window's
 * frame and toolbars take some of it, and differ by engine), as startEngine sized it at the start.
 */
export async function resizeViewport(driver: WebDriver, width: number, height: number): Promise<void> {
  const inner = async () =>
    JSON.stringify(await driver.executeScript('return [window.innerWidth, window.innerHeight]'));
  // the page learns its new size a moment after the window has it: the size once two reads agree
  const settled = async (): Promise<[number, number]> => {
    let last = await inner();
    for (let read = 0; read < 20; read++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = await inner();
      if (now === last) break;
      last = now;
    }
    return JSON.parse(last) as [number, number];
  };
  let outer = { width, height: height + 20 };
  for (let attempt = 0; attempt < 4; attempt++) {
    await driver.manage().window().setRect(outer);
    const [innerWidth, innerHeight] = await settled();
    if (innerWidth === width && innerHeight >= height) return;
    outer = {
      width: outer.width + (width - innerWidth),
      height: outer.height + Math.max(0, height - innerHeight),
    };
  }
  throw new Error(`could not size the page to ${width}×${height} (it is ${await inner()})`);
}

/** The text of the element `css` names, once it is shown. */
export const textOf = async (driver: WebDriver, css: string) => (await shown(driver, css)).getText();

/** Whether the first element `css` names is there and shown (false when there is none). */
export async function isShown(driver: WebDriver, css: string): Promise<boolean> {
  const [element] = await driver.findElements(By.css(css));
  return element ? element.isDisplayed() : false;
}

/** Waits until the page's heading (headingText) is `heading`. */
export const headingIs = (driver: WebDriver, heading: string) =>
  eventually(async () => expect(await headingText(driver)).toBe(heading), WAIT_MS);

/** Types a number in the phone RSVP's field and presses Enter there (no button). */
export async function searchWithEnter(driver: WebDriver, typed: string): Promise<void> {
  const input = await shown(driver, '[data-testid="phone-input"]');
  await typeInto(input, typed);
  await input.sendKeys(Key.RETURN);
}
