import { recordEarlyTaps, replayEarlyTapsWhenLive } from './early-taps';

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

describe('early taps', () => {
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

  it('does nothing when nothing was tapped', async () => {
    const { main, clicks } = page();
    recordEarlyTaps();
    replayEarlyTapsWhenLive();
    main.setAttribute('data-live', 'true');
    await flush();
    expect(clicks).toEqual([]);
  });
});
