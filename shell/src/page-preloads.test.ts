import { startPagePreloads } from './page-preloads';

describe('startPagePreloads', () => {
  it("puts the template's preloads in the head, once", () => {
    document.head.innerHTML =
      '<template id="page-preloads"><link rel="preload" as="script" href="/a.js"><link rel="preload" as="fetch" href="https://x.example/mf-manifest.json" crossorigin="anonymous"></template>';
    // inert until then: nothing in the head asks for anything
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    startPagePreloads();
    expect([...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'))).toEqual([
      '/a.js',
      'https://x.example/mf-manifest.json',
    ]);
    expect(document.getElementById('page-preloads')).toBeNull();
    startPagePreloads();
    expect(document.head.querySelectorAll('link')).toHaveLength(2);
  });

  it('does nothing on a page without them (a development server)', () => {
    document.head.innerHTML = '';
    startPagePreloads();
    expect(document.head.children).toHaveLength(0);
  });
});
