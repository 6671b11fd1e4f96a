import { recordEarlyTaps, replayEarlyTapsWhenLive, whenLive } from './early-taps';

/** A prerendered page: a main element not yet live, a marked language switch and an unmarked button. */
function page(): {
  main: HTMLElement;
  language: HTMLButtonElement;
  other: HTMLButtonElement;
  clicks: string[];
} {
  document.body.innerHTML = `<main data-live="false"><button data-replay-tap="language"><span>EN</span></button><button id="other">x</button></main>`;
  const main = document.querySelector('main') as HTMLElement;
  const language = document.querySelector('[data-replay-tap]') as HTMLButtonElement;
  const other = document.getElementById('other') as HTMLButtonElement;
  const clicks: string[] = [];
  // what the live page will do with a click (React's handlers are not there before the hand-over)
  document.addEventListener('click', (event) => {
    if (main.dataset.live === 'true')
      clicks.push((event.target as Element).closest('button')?.textContent ?? '');
  });
  return { main, language, other, clicks };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs the page's own inline recorder (built from head/early-tap-recorder.ts), as the browser runs it as it parses. */
function runInlineRecorder(): void {
  jest.isolateModules(() => {
    require('./head/early-tap-recorder');
  });
}

describe('early taps', () => {
  it("takes over the taps the page's inline recorder kept before the shell's first script ran", async () => {
    const { main, language, other, clicks } = page();
    runInlineRecorder();
    language.querySelector('span')?.click();
    other.click();
    recordEarlyTaps();
    // recorded once from here on: the page's recorder has stopped
    language.click();
    replayEarlyTapsWhenLive();
    main.setAttribute('data-live', 'true');
    await flush();
    expect(clicks).toEqual(['EN', 'EN']);
  });

  it('makes each tap on a marked control again, in order, once the page is live', async () => {
    const { main, language, other, clicks } = page();
    recordEarlyTaps();
    language.querySelector('span')?.click();
    other.click();
    language.click();
    replayEarlyTapsWhenLive();
    await flush();
    expect(clicks).toEqual([]);
    main.setAttribute('data-live', 'true');
    await flush();
    expect(clicks).toEqual(['EN', 'EN']);
  });

  it('makes them at once when the page is already live, and records nothing after the hand-over', async () => {
    const { main, language, clicks } = page();
    recordEarlyTaps();
    language.click();
    main.setAttribute('data-live', 'true');
    replayEarlyTapsWhenLive();
    expect(clicks).toEqual(['EN']);
    // React's own from now on: a later tap is not recorded, so never made twice
    language.click();
    replayEarlyTapsWhenLive();
    await flush();
    expect(clicks).toEqual(['EN', 'EN']);
  });

  it('makes again, once, a press on a marked control that began before the hand-over and ended after it', async () => {
    const { main, language, other, clicks } = page();
    recordEarlyTaps();
    language.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    replayEarlyTapsWhenLive();
    // the click that ends it comes while the page hydrates: kept from the page, made once it is live
    language.click();
    await flush();
    expect(clicks).toEqual([]);
    main.setAttribute('data-live', 'true');
    await flush();
    expect(clicks).toEqual(['EN']);
    // one begun before the hand-over and ended once the page is live: made at once, as a tap it hears
    recordEarlyTaps();
    main.setAttribute('data-live', 'false');
    language.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    replayEarlyTapsWhenLive();
    main.setAttribute('data-live', 'true');
    await flush();
    language.click();
    expect(clicks).toEqual(['EN']);
    await flush();
    expect(clicks).toEqual(['EN', 'EN']);
    // a press the live page saw begin, and one on an unmarked control, are the page's own
    language.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    language.click();
    other.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    other.click();
    await flush();
    expect(clicks).toEqual(['EN', 'EN', 'EN', 'x']);
  });

  it('makes again a press straddling the hand-over on a control the page rendered afresh (same name)', async () => {
    const { main, language, clicks } = page();
    recordEarlyTaps();
    language.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    replayEarlyTapsWhenLive();
    // the hydration failed: React rendered the page again, with a new switch
    main.innerHTML = '<button data-replay-tap="language"><span>EN</span></button>';
    const fresh = main.querySelector('button') as HTMLButtonElement;
    fresh.click();
    await flush();
    expect(clicks).toEqual([]);
    main.setAttribute('data-live', 'true');
    await flush();
    expect(clicks).toEqual(['EN']);
  });

  it('while the page hydrates, makes again a press it did not see, and leaves one it saw to it', async () => {
    const { main, language, clicks } = page();
    // every click that reaches the page, live or not
    const reached: number[] = [];
    const reach = () => reached.push(reached.length);
    document.addEventListener('click', reach);
    const press = (control: HTMLElement) => {
      control.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
      control.dispatchEvent(new MouseEvent('pointerup', { bubbles: true }));
      control.click();
    };
    recordEarlyTaps();
    replayEarlyTapsWhenLive();
    // handed over, not live yet: React has not hydrated the switch, so it would hear the click but not
    // the press (react-aria drops such a click): the click is kept from the page
    press(language);
    expect(reached).toEqual([]);
    // the switch hydrated (react-aria marks it pressed from the press it sees), the page not live yet:
    // that press is the page's own, its click reaches the page
    const seePress = () => language.setAttribute('data-pressed', 'true');
    const endPress = () => language.removeAttribute('data-pressed');
    language.addEventListener('pointerdown', seePress);
    language.addEventListener('pointerup', endPress);
    press(language);
    language.removeEventListener('pointerdown', seePress);
    language.removeEventListener('pointerup', endPress);
    expect(reached).toEqual([0]);
    // once live, the unseen press is made again, once
    main.setAttribute('data-live', 'true');
    await flush();
    expect(clicks).toEqual(['EN']);
    expect(reached).toEqual([0, 1]);
    document.removeEventListener('click', reach);
  });

  it('does nothing when nothing was tapped', async () => {
    const { main, clicks } = page();
    recordEarlyTaps();
    replayEarlyTapsWhenLive();
    main.setAttribute('data-live', 'true');
    await flush();
    expect(clicks).toEqual([]);
  });
});

/** A prerendered form as the gateway serves it: a field with the page's default text, not yet live. */
function earlyForm(): { main: HTMLElement; form: HTMLFormElement; field: HTMLInputElement; heard: string[] } {
  document.body.innerHTML = `<main data-live="false"><form data-early-form method="post"><input value="+1 "><textarea></textarea><button type="submit">Buscar</button></form><form id="plain"><input value=""></form></main>`;
  const main = document.querySelector('main') as HTMLElement;
  const form = document.querySelector('form') as HTMLFormElement;
  const field = form.querySelector('input') as HTMLInputElement;
  const heard: string[] = [];
  // what the live page will hear: typing (React's onChange listens to `input`) and submissions
  document.addEventListener('input', (event) =>
    heard.push(`input ${(event.target as HTMLInputElement).value}`),
  );
  // and leaving a field (React's onBlur listens to `focusout`)
  document.addEventListener('focusout', (event) =>
    heard.push(`left ${(event.target as HTMLElement).tagName.toLowerCase()}`),
  );
  document.addEventListener('submit', (event) => {
    event.preventDefault();
    heard.push(`submit ${(event.target as HTMLFormElement).id || 'early'}`);
  });
  return { main, form, field, heard };
}

/** What hydration does to a controlled field: its value becomes the live page's own. */
const hydrate = (field: HTMLInputElement, value: string) => {
  field.value = value;
};

describe('early forms', () => {
  it('gives back the text typed before the page was live, as typing, once it is', async () => {
    const { main, field, heard } = earlyForm();
    recordEarlyTaps();
    // typed before the shell's script ran: no event heard, the text is in the field
    field.value = '612 34 56 78';
    replayEarlyTapsWhenLive();
    hydrate(field, '+1 ');
    await flush();
    expect(heard).toEqual([]);
    main.setAttribute('data-live', 'true');
    await flush();
    expect(field.value).toBe('612 34 56 78');
    // the guest had left the field: the page hears that too (the e-mail RSVP looks an answer up then)
    expect(heard).toEqual(['input 612 34 56 78', 'left input']);
  });

  it('keeps typing that comes during the hydration, and leaves a field the live page already has alone', async () => {
    const { main, form, field, heard } = earlyForm();
    const notes = form.querySelector('textarea') as HTMLTextAreaElement;
    recordEarlyTaps();
    replayEarlyTapsWhenLive();
    field.value = '+34 612';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    notes.value = 'hola';
    notes.dispatchEvent(new Event('input', { bubbles: true }));
    hydrate(field, '+1 ');
    heard.length = 0;
    main.setAttribute('data-live', 'true');
    await flush();
    expect(field.value).toBe('+34 612');
    expect(notes.value).toBe('hola');
    // the notes kept their text through the hydration: nothing to give back
    expect(heard).toEqual(['input +34 612', 'left input']);
  });

  it('holds a submission made before the page is live and makes it once it is, after the text', async () => {
    const { main, form, field, heard } = earlyForm();
    recordEarlyTaps();
    field.value = '809 555 0101';
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    // neither the browser's own submission nor the page's handlers
    expect(event.defaultPrevented).toBe(true);
    expect(heard).toEqual([]);
    replayEarlyTapsWhenLive();
    hydrate(field, '+1 ');
    main.setAttribute('data-live', 'true');
    await flush();
    expect(heard).toEqual(['input 809 555 0101', 'left input', 'submit early']);
    // live now: a submission is the page's own, made once
    form.requestSubmit();
    expect(heard).toEqual(['input 809 555 0101', 'left input', 'submit early', 'submit early']);
  });

  it('gives the text and the held submission to the page rendered afresh when its hydration failed', async () => {
    const { main, form, field, heard } = earlyForm();
    field.setAttribute('name', 'telefono');
    recordEarlyTaps();
    field.value = '809 555 0101';
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    replayEarlyTapsWhenLive();
    // React gave up hydrating and rendered the page again: new elements in the same places
    main.innerHTML = `<form data-early-form method="post"><input name="telefono" value="+1 "><textarea></textarea><button type="submit">Buscar</button></form><form id="plain"><input value=""></form>`;
    const fresh = main.querySelector('input') as HTMLInputElement;
    main.setAttribute('data-live', 'true');
    await flush();
    expect(fresh.value).toBe('809 555 0101');
    expect(field.isConnected).toBe(false);
    expect(heard).toEqual(['input 809 555 0101', 'left input', 'submit early']);
  });

  it('gives nothing to a field rendered afresh that is not the same field (another name)', async () => {
    const { main, field, heard } = earlyForm();
    field.setAttribute('name', 'telefono');
    recordEarlyTaps();
    field.value = '809 555 0101';
    replayEarlyTapsWhenLive();
    main.innerHTML = `<form data-early-form method="post"><input name="email" value=""><textarea></textarea></form>`;
    main.setAttribute('data-live', 'true');
    await flush();
    expect((main.querySelector('input') as HTMLInputElement).value).toBe('');
    expect(heard).toEqual([]);
  });

  it('a field the guest is still in is given its text, not left', async () => {
    const { main, field, heard } = earlyForm();
    recordEarlyTaps();
    field.focus();
    field.value = '+1 809';
    replayEarlyTapsWhenLive();
    hydrate(field, '+1 ');
    main.setAttribute('data-live', 'true');
    await flush();
    expect(heard).toEqual(['input +1 809']);
    expect(document.activeElement).toBe(field);
  });

  it('leaves a form that is not marked to the page', () => {
    const { heard } = earlyForm();
    recordEarlyTaps();
    const plain = document.getElementById('plain') as HTMLFormElement;
    const event = new Event('submit', { bubbles: true, cancelable: true });
    plain.dispatchEvent(event);
    expect(heard).toEqual(['submit plain']);
  });
});

describe('whenLive', () => {
  it('resolves once the page turns live, at once when it is, or after the time it was given', async () => {
    document.body.innerHTML = '<main data-live="false"></main>';
    const main = document.querySelector('main') as HTMLElement;
    let resolved = false;
    const waiting = whenLive(document).then(() => {
      resolved = true;
    });
    await flush();
    expect(resolved).toBe(false);
    main.setAttribute('data-live', 'true');
    await waiting;
    expect(resolved).toBe(true);
    await expect(whenLive(document)).resolves.toBeUndefined();

    // a page that never says it is live (the back office's): after the time given
    document.body.innerHTML = '<div id="root"></div>';
    jest.useFakeTimers();
    try {
      let late = false;
      const limited = whenLive(document, 3000).then(() => {
        late = true;
      });
      jest.advanceTimersByTime(2999);
      await Promise.resolve();
      expect(late).toBe(false);
      jest.advanceTimersByTime(1);
      await limited;
      expect(late).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('early forms: boxes and older browsers (review of issue 37)', () => {
  it('ticks again the choice a guest made before the page was live, as a click the page hears', async () => {
    document.body.innerHTML = `<main data-live="false"><form data-early-form method="post"><input type="radio" name="attending" value="yes"><input type="radio" name="attending" value="no"><input type="checkbox" name="notes"></form></main>`;
    const main = document.querySelector('main') as HTMLElement;
    const [yes, no, notes] = [...document.querySelectorAll('input')] as HTMLInputElement[];
    const clicks: string[] = [];
    document.addEventListener('click', (event) => {
      if (main.dataset.live === 'true') clicks.push((event.target as HTMLInputElement).value);
    });
    recordEarlyTaps();
    no?.click();
    yes?.click();
    notes?.click();
    replayEarlyTapsWhenLive();
    // hydration gives the live page's own state: nothing ticked
    for (const box of [yes, no, notes]) if (box) box.checked = false;
    main.setAttribute('data-live', 'true');
    await flush();
    expect([yes?.checked, no?.checked, notes?.checked]).toEqual([true, false, true]);
    expect(clicks).toEqual(['yes', 'on']);
  });

  it('after a fresh render ticks the same choice, never its neighbour when the fields moved', async () => {
    document.body.innerHTML = `<main data-live="false"><form data-early-form method="post"><input type="radio" name="attending" value="yes"><input type="radio" name="attending" value="no"></form></main>`;
    const main = document.querySelector('main') as HTMLElement;
    const yes = document.querySelector('input[value="yes"]') as HTMLInputElement;
    recordEarlyTaps();
    yes.click();
    replayEarlyTapsWhenLive();
    // rendered afresh with the options in the other order: "yes" now stands where "no" was
    main.innerHTML = `<form data-early-form method="post"><input type="radio" name="attending" value="no"><input type="radio" name="attending" value="yes"></form>`;
    main.setAttribute('data-live', 'true');
    await flush();
    const [first, second] = [...main.querySelectorAll('input')] as HTMLInputElement[];
    // the place holds "no" now: it is not ticked in the guest's name, and nothing else is guessed
    expect([first?.value, first?.checked, second?.checked]).toEqual(['no', false, false]);
  });

  it('ticks a box whose press began before the page was live and ended after it, which the live page cancels', async () => {
    document.body.innerHTML = `<main data-live="false"><form data-early-form method="post"><label id="yes"><input type="radio" name="attending" value="yes">Sí</label><label id="no"><input type="radio" name="attending" value="no">No</label></form></main>`;
    const main = document.querySelector('main') as HTMLElement;
    const [yes, no] = [...document.querySelectorAll('input')] as HTMLInputElement[];
    const label = document.getElementById('yes') as HTMLLabelElement;
    const heard: string[] = [];
    // the live page (react-aria's useRadio): a click on the label is cancelled, the press it did not
    // see begin is not one; a click on the input itself is heard (onChange)
    document.addEventListener('click', (event) => {
      if (main.dataset.live !== 'true') return;
      if (event.target instanceof HTMLLabelElement) event.preventDefault();
      else heard.push((event.target as HTMLInputElement).value);
    });
    recordEarlyTaps();
    replayEarlyTapsWhenLive();
    label.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    main.setAttribute('data-live', 'true');
    await flush();
    label.click();
    expect(yes?.checked).toBe(false);
    await flush();
    expect([yes?.checked, no?.checked, heard]).toEqual([true, false, ['yes']]);
    // a press the live page saw begin is its own (its pointer events): nothing is added
    const noLabel = document.getElementById('no') as HTMLLabelElement;
    noLabel.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    noLabel.click();
    await flush();
    expect([yes?.checked, heard]).toEqual([true, ['yes']]);
  });

  it('makes the held submission where the browser has no requestSubmit (Safari before 16)', async () => {
    const { main, form, heard } = earlyForm();
    Object.defineProperty(form, 'requestSubmit', { value: undefined });
    recordEarlyTaps();
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    replayEarlyTapsWhenLive();
    main.setAttribute('data-live', 'true');
    await flush();
    expect(heard).toEqual(['submit early']);
  });
});
