/**
 * What a guest does before the live page runs. Every public page arrives prerendered, so on a slow phone
 * a guest sees the header's language switch and the RSVP form seconds before the page's scripts can
 * answer them; a tap, a typed number or a press on "Buscar" then would be lost. From the moment the
 * shell's first script runs:
 * - a tap on a control marked `data-replay-tap="NAME"` (a name unique on the page) is recorded until the
 *   shell hands the page to React, and made again, in order, once the page is live
 *   (`[data-live="true"]`). Taps after the hand-over are React's own: it listens from then on, and replays
 *   the ones that come while it is still hydrating;
 * - a form marked `data-early-form` keeps what was typed in it: hydrating puts the live page's own
 *   (empty) values in its fields, so once the page is live each field whose text differs from what the
 *   guest left in it gets that text back, as typing would (an `input` event the page's handlers hear),
 *   and as leaving the field would when the guest has moved on (`focusout`); a radio or a checkbox ticked
 *   before then is ticked again (a click the page hears); a page rendered afresh (its hydration failed)
 *   gets them in the fields standing where the guest's stood;
 * - a submission of such a form before the page is live is held (no native submission, no reload) and
 *   made once the page is live and its fields have their text back;
 * - a press on such a form's radio or checkbox that begins before the page is live and ends after it (a
 *   slow phone becomes live between the finger down and the click) still ticks it: the live page's
 *   radios take a press from its pointer events, which it did not see begin, and cancel the label's click
 *   (react-aria's useRadio); the box is then ticked as a click on it would (which the page hears);
 * - a press on a marked control that begins before the page is live and that the page did not see begin
 *   (before the hand-over, or while React was still hydrating the control: it hears the click, not the
 *   press) is made again the same way as an early tap, once the page is live: the live page's buttons
 *   take a press from its pointer events and drop a click whose press they did not see begin
 *   (react-aria's usePress), so that click is kept from the page and made again as a tap it hears.
 *   Whether the page saw the press is read as it ends: react-aria marks a pressed control
 *   `data-pressed`.
 */

import { INLINE_RECORDER } from './head/names';

const LIVE = '[data-live="true"]';
const EARLY_FORM = 'form[data-early-form]';
const FIELDS = `${EARLY_FORM} input:not([type="hidden"]), ${EARLY_FORM} textarea`;

type Field = HTMLInputElement | HTMLTextAreaElement;

const taps: string[] = [];
/** The text a guest left in each field of an early form, by element (hydration keeps the elements). */
const typed = new Map<Field, string>();
/** Whether each box of an early form the guest ticked or unticked is ticked. */
const ticked = new Map<HTMLInputElement, boolean>();
const submitted = new Set<HTMLFormElement>();
let live = false;
/** Whether the page was handed to React (its handlers hear what comes from then on). */
let handedOver = false;
/**
 * The marked control a press began on before the page was live, and whether the live page saw the press
 * (react-aria marks a control it sees pressed `data-pressed` until the press ends).
 */
let pressedTap: { control: Element; seen: boolean } | null = null;
/** The box of an early form a press began on before the page was live, and whether it was ticked then. */
let pressed: { box: HTMLInputElement; checked: boolean } | null = null;

const tapControl = (target: EventTarget | null): Element | null =>
  target instanceof Element ? target.closest('[data-replay-tap]') : null;

function recordTap(event: Event): void {
  const name = tapControl(event.target)?.getAttribute('data-replay-tap');
  if (name) taps.push(name);
}

/** The marked control of that name on the page as it is now (a fresh render has a new one). */
const tapControlNamed = (doc: Document, name: string) =>
  doc.querySelector<HTMLElement>(`[data-replay-tap="${name}"]`);

/** Replays `name` once the page is live (at once when it is). */
function tapWhenLive(doc: Document, name: string): void {
  if (!live) taps.push(name);
  else setTimeout(() => tapControlNamed(doc, name)?.click(), 0);
}

/** A box the guest ticks (its `checked` is what it holds), not a field the guest types in. */
const isBox = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox');

function recordTyping(event: Event): void {
  const field = event.target;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || !field.matches(FIELDS))
    return;
  if (isBox(field)) {
    // a radio ticked unticks the others of its group: each one's state is noted
    const group =
      field.type === 'radio' && field.name && field.form
        ? [...field.form.elements].filter(
            (other): other is HTMLInputElement =>
              other instanceof HTMLInputElement && other.type === 'radio' && other.name === field.name,
          )
        : [field];
    for (const box of group) ticked.set(box, box.checked);
    return;
  }
  typed.set(field, field.value);
}

/** The radio or checkbox of an early form an event is on (its own label's text included), if any. */
function boxOf(target: EventTarget | null): HTMLInputElement | null {
  if (!(target instanceof Element)) return null;
  const own = target instanceof HTMLInputElement ? target : target.closest('label')?.querySelector('input');
  return own instanceof HTMLInputElement && isBox(own) && own.matches(FIELDS) ? own : null;
}

function recordPress(event: Event): void {
  const box = live ? null : boxOf(event.target);
  pressed = box ? { box, checked: box.checked } : null;
  const control = live ? null : tapControl(event.target);
  pressedTap = control ? { control, seen: false } : null;
}

/** Notes, as the press ends and before the page hears it, whether the page saw the press begin. */
function notePressSeen(): void {
  if (pressedTap) pressedTap.seen = pressedTap.control.hasAttribute('data-pressed');
}

/** The click ending a press on a marked control the page did not see begin: made again as a tap. */
function finishTap(event: Event): void {
  const began = pressedTap;
  pressedTap = null;
  // a press the page saw is its own; one before the hand-over was recorded as a tap (recordTap)
  if (!began || began.seen || !handedOver) return;
  const name = began.control.getAttribute('data-replay-tap');
  // by name: a page rendered afresh (its hydration failed) has a new control under the same name
  if (!name || tapControl(event.target)?.getAttribute('data-replay-tap') !== name) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  tapWhenLive(began.control.ownerDocument, name);
}

/**
 * The click that ends a press begun before the page was live: once the click is over, a box it left as
 * it was (the live page cancelled the click it had not seen begin) is ticked as a click on it would.
 */
function finishPress(event: Event): void {
  const began = pressed;
  pressed = null;
  if (!began || boxOf(event.target) !== began.box) return;
  setTimeout(() => {
    const { box, checked } = began;
    const unchanged = box.type === 'radio' ? !box.checked : box.checked === checked;
    if (box.isConnected && unchanged) box.click();
  }, 0);
}

/** Holds a submission until the page is live: neither the browser's own nor a half-hydrated page's. */
function holdSubmission(event: Event): void {
  const form = event.target;
  if (live || !(form instanceof HTMLFormElement) || !form.matches(EARLY_FORM)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  submitted.add(form);
}

/**
 * What the page's inline recorder (head/early-tap-recorder.ts) kept before this script ran: its taps, in order; it
 * stops recording as they are taken over.
 */
type InlineRecorder = () => string[];

/** Starts recording (the shell's first script calls it), after the taps the page itself recorded. */
export function recordEarlyTaps(doc: Document = document): void {
  live = false;
  handedOver = false;
  const inline = (doc.defaultView as unknown as Record<string, InlineRecorder | undefined> | null)?.[
    INLINE_RECORDER
  ];
  if (typeof inline === 'function') taps.push(...inline());
  doc.addEventListener('click', recordTap, true);
  doc.addEventListener('input', recordTyping, true);
  doc.addEventListener('submit', holdSubmission, true);
  doc.addEventListener('pointerdown', recordPress, true);
  doc.addEventListener('pointerup', notePressSeen, true);
  doc.addEventListener('click', finishPress, true);
  doc.addEventListener('click', finishTap, true);
}

/**
 * Sets a field's text so that the live page hears it as typing (React tracks the value setter), and,
 * when the guest has left the field since, as leaving it (what the page does then, such as the e-mail
 * RSVP looking up an earlier answer, happens too).
 */
function retype(field: Field, text: string): void {
  const proto =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (field.ownerDocument.activeElement === field) return;
  field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  field.dispatchEvent(new FocusEvent('blur'));
}

/** A submission as pressing the form's button makes it (Safari before 16 has no `requestSubmit`). */
function submit(form: HTMLFormElement): void {
  if (typeof form.requestSubmit === 'function') form.requestSubmit();
  else form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

/**
 * Where each early form and field stood at the hand-over. A hydration that fails renders the page
 * afresh: the guest's text then goes to the new element standing in the same place (the same page, so
 * the same forms and fields in the same order), when it is the same kind of field with the same name.
 */
const places = new Map<Element, number>();

function notePlaces(doc: Document): void {
  places.clear();
  for (const selector of [FIELDS, EARLY_FORM])
    doc.querySelectorAll(selector).forEach((element, place) => {
      places.set(element, place);
    });
}

/** The element of the live page standing where `element` stood: itself while it is on the page. */
function onPage<T extends Element>(doc: Document, element: T, selector: string): T | null {
  if (element.isConnected) return element;
  const place = places.get(element);
  const now = place === undefined ? undefined : doc.querySelectorAll<T>(selector)[place];
  const same = (name: string) => now?.getAttribute(name) === element.getAttribute(name);
  if (!now || now.tagName !== element.tagName || !same('name') || !same('type')) return null;
  // a radio or checkbox also by its value: the boxes of one group differ only in it
  return !(now instanceof HTMLInputElement && isBox(now)) || same('value') ? now : null;
}

function replay(doc: Document): void {
  live = true;
  doc.removeEventListener('input', recordTyping, true);
  doc.removeEventListener('submit', holdSubmission, true);
  for (const [old, text] of typed) {
    const field = onPage(doc, old, FIELDS);
    if (field && field.value !== text) retype(field, text);
  }
  typed.clear();
  // a tick given back as the guest gave it: a click, which the page hears
  for (const [old, on] of ticked) {
    const box = onPage(doc, old, FIELDS);
    if (box && box.checked !== on) box.click();
  }
  ticked.clear();
  const names = taps.splice(0);
  const forms = [...submitted].map((form) => onPage(doc, form, EARLY_FORM));
  submitted.clear();
  places.clear();
  for (const form of forms) if (form) submit(form);
  for (const name of names) tapControlNamed(doc, name)?.click();
}

/**
 * Stops recording taps (call it in the same task as handing the page to React), notes the text already
 * in the early forms' fields (typed before this script ran, too), and gives back the text, the held
 * submissions and the taps once the page is live.
 */
export function replayEarlyTapsWhenLive(doc: Document = document): void {
  doc.removeEventListener('click', recordTap, true);
  handedOver = true;
  notePlaces(doc);
  for (const field of doc.querySelectorAll<Field>(FIELDS)) {
    if (isBox(field)) {
      if (field.checked !== field.defaultChecked) ticked.set(field, field.checked);
    } else if (field.value !== field.defaultValue) typed.set(field, field.value);
  }
  if (doc.querySelector(LIVE)) replay(doc);
  else void whenLive(doc).then(() => replay(doc));
}

/**
 * Resolves once the page is live (`[data-live="true"]`, at once if it already is), or after `atMostMs`
 * (a page that never says, like the back office's).
 */
export function whenLive(doc: Document = document, atMostMs = Number.POSITIVE_INFINITY): Promise<void> {
  return new Promise((resolve) => {
    if (doc.querySelector(LIVE)) {
      resolve();
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => {
      if (doc.querySelector(LIVE)) done();
    });
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    observer.observe(doc.documentElement, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-live'],
    });
    if (Number.isFinite(atMostMs)) timer = setTimeout(done, atMostMs);
  });
}
