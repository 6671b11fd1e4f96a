// The head's inline script (built from this module into index.html): the page's preloads are put in force
// at the first paint, without the shell's script.
import { PAGE_PRELOADS_STARTED } from './names';

afterEach(() => {
  delete (window as { [PAGE_PRELOADS_STARTED]?: boolean })[PAGE_PRELOADS_STARTED];
});

it("puts the page's preloads in force once the page is painted, on its own", async () => {
  jest.useFakeTimers();
  try {
    document.head.innerHTML =
      '<template id="page-preloads"><link rel="preload" as="script" href="/a.js"><link rel="preload" as="fetch" href="https://x.example/mf-manifest.json"></template>';
    await import('./preloads-at-paint');
    // not before the paint: nothing may compete with it
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    // jsdom reports no paint timing: the next painted frame stands for it
    await jest.advanceTimersByTimeAsync(200);
    expect([...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'))).toEqual([
      '/a.js',
      'https://x.example/mf-manifest.json',
    ]);
    expect((window as { [PAGE_PRELOADS_STARTED]?: boolean })[PAGE_PRELOADS_STARTED]).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});
