// What a thumb meets on a phone (issue 16 item 4): every control's tap target measured in the browser, and
// whether the page or a dialog is wider than the screen.
import type { Page } from 'playwright-core';

export interface SmallTarget {
  /** The control's accessible name (aria-label, else its text), or its tag. */
  name: string;
  width: number;
  height: number;
}

/** The smallest tap target, in CSS px (WCAG 2.5.5). */
export const MIN_TAP_PX = 44;

/**
 * The controls inside `within` (a CSS selector; the whole page by default) whose tap target is smaller than
 * 44×44 px. A control's target is what takes the tap: the control itself, or the <label> around a checkbox,
 * a radio or a visually hidden input (tapping the label toggles it). Links inside a sentence are left out
 * (WCAG's inline exception), and so is what is not shown.
 */
export function smallTapTargets(page: Page, within = 'body'): Promise<SmallTarget[]> {
  return page.evaluate(
    ({ within, min }) => {
      const root = document.querySelector(within);
      if (!root) return [];
      const controls = root.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="checkbox"], [role="switch"], [role="tab"], [role="link"], [role="menuitem"], [role="option"]',
      );
      const seen = new Set<Element>();
      const small: { name: string; width: number; height: number }[] = [];
      const shown = (element: Element) => {
        const style = getComputedStyle(element);
        return (
          style.visibility !== 'hidden' &&
          style.display !== 'none' &&
          !element.closest('[aria-hidden="true"], [inert]') &&
          element.getClientRects().length > 0
        );
      };
      for (const control of controls) {
        if (!shown(control)) continue;
        const own = control.getBoundingClientRect();
        const label = control.closest('label');
        const isBox =
          control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
        const hiddenInput = control instanceof HTMLInputElement && own.width <= 2 && own.height <= 2;
        // a visually hidden input without a label around it is not a target of its own (react-aria's inputs)
        if (hiddenInput && !label) continue;
        const target = (isBox || hiddenInput) && label ? label : control;
        if (seen.has(target)) continue;
        seen.add(target);
        // a link in a sentence: its parent has more text than the link
        if (
          control.tagName === 'A' &&
          getComputedStyle(control).display === 'inline' &&
          (control.parentElement?.textContent ?? '').trim().length > (control.textContent ?? '').trim().length
        ) {
          continue;
        }
        const box = target.getBoundingClientRect();
        if (box.width + 0.5 < min || box.height + 0.5 < min) {
          const name =
            control.getAttribute('aria-label') ??
            (target.textContent ?? '').trim().slice(0, 40) ??
            control.tagName.toLowerCase();
          small.push({
            name: name || control.tagName.toLowerCase(),
            width: Math.round(box.width),
            height: Math.round(box.height),
          });
        }
      }
      return small;
    },
    { within, min: MIN_TAP_PX },
  );
}

/**
 * How many px the page is wider than the screen (0: nothing scrolls sideways); with `within`, how far that
 * element (a dialog, or the sheet it scrolls in) reaches past any edge of the screen (0: it fits).
 */
export function beyondScreen(page: Page, within?: string): Promise<number> {
  return page.evaluate((selector) => {
    if (!selector) return Math.max(0, document.documentElement.scrollWidth - window.innerWidth);
    let element = document.querySelector(selector);
    if (!element) return 0;
    // a dialog taller than the screen scrolls inside its sheet: the sheet is what must fit
    for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
      if (/auto|scroll/.test(getComputedStyle(box).overflowY)) {
        element = box;
        break;
      }
    }
    const box = element.getBoundingClientRect();
    return Math.max(
      0,
      Math.round(box.right - window.innerWidth),
      Math.round(box.bottom - window.innerHeight),
      Math.round(-box.left),
      Math.round(-box.top),
    );
  }, within);
}
