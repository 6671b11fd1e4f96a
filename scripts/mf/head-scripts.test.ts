import path from 'node:path';
import { HEAD_SCRIPTS, headScripts } from './head-scripts';

describe('headScripts', () => {
  it("builds the shell's head scripts into inline scripts that need nothing else", () => {
    const html = headScripts(path.join(__dirname, '../../shell'));
    const scripts = [...html.matchAll(/<script id="([^"]+)">([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, id]) => id)).toEqual([...HEAD_SCRIPTS]);
    expect(scripts.map(([element]) => element).join('')).toBe(html);
    const [recorder = '', preloads = ''] = scripts.map(([, , code]) => code ?? '');
    // bundled (no import or require left) and small: they are in every page, before the first paint
    for (const code of [recorder, preloads]) {
      expect(code).not.toMatch(/\bimport\s*[({]|\brequire\(/);
      expect(code.length).toBeLessThan(3000);
    }
    expect(recorder).toContain('data-replay-tap');
    expect(recorder).toContain('__weddingEarlyTaps');
    expect(preloads).toContain('page-preloads');
    expect(preloads).toContain('first-contentful-paint');
  });
});
