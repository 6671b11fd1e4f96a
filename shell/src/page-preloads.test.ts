import { PAGE_PRELOADS_STARTED } from './head/names';
import { pagePreloadsStarted, startPagePreloads } from './page-preloads';

const hrefs = () => [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));

describe('startPagePreloads', () => {
  it("puts the shell's files and the remote's manifest in the head, the remote's scripts once the manifest arrived", () => {
    document.head.innerHTML =
      '<template id="page-preloads"><link rel="preload" as="script" href="/a.js"><link rel="preload" as="fetch" href="https://x.example/mf-manifest.json" crossorigin="anonymous"><link rel="preload" as="script" href="https://x.example/remoteEntry.js"></template>';
    // inert until then: nothing in the head asks for anything
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    startPagePreloads();
    expect(hrefs()).toEqual(['/a.js', 'https://x.example/mf-manifest.json']);
    expect(document.getElementById('page-preloads')).toBeNull();
    document.head.querySelector('link[as="fetch"]')?.dispatchEvent(new Event('load'));
    expect(hrefs()).toEqual([
      '/a.js',
      'https://x.example/mf-manifest.json',
      'https://x.example/remoteEntry.js',
    ]);
    startPagePreloads();
    expect(document.head.querySelectorAll('link')).toHaveLength(3);
  });

  it("asks for none of the remote's scripts while the remote does not answer (Retry must find them fresh)", () => {
    document.head.innerHTML =
      '<template id="page-preloads"><link rel="preload" as="fetch" href="https://x.example/mf-manifest.json"><link rel="preload" as="script" href="https://x.example/remoteEntry.js"></template>';
    startPagePreloads();
    document.head.querySelector('link[as="fetch"]')?.dispatchEvent(new Event('error'));
    expect(hrefs()).toEqual(['https://x.example/mf-manifest.json']);
  });

  it("asks for another origin's chunks in CORS mode and for the page's own origin's without, as the loaders do", () => {
    // jsdom's page is http://localhost/
    document.head.innerHTML =
      '<template id="page-preloads"><link rel="preload" as="fetch" href="https://cdn.example/mf-manifest.json" crossorigin="anonymous"><link rel="preload" as="script" href="https://cdn.example/remoteEntry.js"><link rel="preload" as="script" href="https://cdn.example/1.js"><link rel="preload" as="script" href="http://localhost/public/2.js"></template>';
    startPagePreloads();
    document.head.querySelector('link[as="fetch"]')?.dispatchEvent(new Event('load'));
    const cors = [...document.head.querySelectorAll('link[as="script"]')].map((link) => [
      link.getAttribute('href'),
      link.getAttribute('crossorigin'),
    ]);
    expect(cors).toEqual([
      // the federation runtime loads an entry without CORS, wherever it is
      ['https://cdn.example/remoteEntry.js', null],
      ['https://cdn.example/1.js', 'anonymous'],
      ['http://localhost/public/2.js', null],
    ]);
  });

  it('does not preload again what the federation runtime already preloaded meanwhile', () => {
    document.head.innerHTML =
      '<template id="page-preloads"><link rel="preload" as="fetch" href="https://cdn.example/mf-manifest.json" crossorigin="anonymous"><link rel="preload" as="script" href="https://cdn.example/1.js"><link rel="preload" as="script" href="https://cdn.example/2.js"></template>';
    startPagePreloads();
    const runtimes = document.createElement('link');
    Object.assign(runtimes, { rel: 'preload', as: 'script' });
    runtimes.setAttribute('href', 'https://cdn.example/1.js');
    document.head.append(runtimes);
    document.head.querySelector('link[as="fetch"]')?.dispatchEvent(new Event('load'));
    expect(hrefs()).toEqual([
      'https://cdn.example/mf-manifest.json',
      'https://cdn.example/1.js',
      'https://cdn.example/2.js',
    ]);
  });

  it('does nothing on a page without them (a development server)', () => {
    document.head.innerHTML = '';
    startPagePreloads();
    expect(document.head.children).toHaveLength(0);
  });
});

describe('pagePreloadsStarted', () => {
  afterEach(() => {
    delete (window as { [PAGE_PRELOADS_STARTED]?: boolean })[PAGE_PRELOADS_STARTED];
  });

  const template = (links: string) => `<template id="page-preloads">${links}</template>`;
  const SHELL = '<link rel="preload" as="script" href="/a.js">';
  const REMOTE =
    '<link rel="preload" as="fetch" href="https://x.example/mf-manifest.json"><link rel="preload" as="script" href="https://x.example/remoteEntry.js">';

  it("puts the page's preloads in force once, and gives the later caller the first one's answer", () => {
    document.head.innerHTML = template(SHELL + REMOTE);
    // the head's script at the first paint, then the shell's: the remote's files were named, for both
    expect(pagePreloadsStarted()).toBe(true);
    // once: a second call puts nothing in the head again
    document.head.querySelector('link')?.remove();
    expect(pagePreloadsStarted()).toBe(true);
    expect(hrefs()).toEqual(['https://x.example/mf-manifest.json']);
  });

  it('says so when the page named none of the remote files (the shell then asks for them itself)', () => {
    document.head.innerHTML = template(SHELL);
    expect(pagePreloadsStarted()).toBe(false);
    expect(hrefs()).toEqual(['/a.js']);
    expect(pagePreloadsStarted()).toBe(false);
    expect(hrefs()).toEqual(['/a.js']);
  });

  it('decides nothing while the page has no preloads yet: the next caller puts them in force', () => {
    document.head.innerHTML = '';
    expect(pagePreloadsStarted()).toBe(false);
    // the rest of the head parsed, then the shell's script asks
    document.head.innerHTML = template(SHELL + REMOTE);
    expect(pagePreloadsStarted()).toBe(true);
    expect(hrefs()).toEqual(['/a.js', 'https://x.example/mf-manifest.json']);
  });
});
