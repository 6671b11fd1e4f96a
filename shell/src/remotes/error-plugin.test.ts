import remotesPlugin, { needsCors } from './error-plugin';

const PRELOAD = { rel: 'preload', as: 'script' };

type Hook = (args: { url: string; attrs: Record<string, unknown> }) => unknown;

describe('the remotes plugin', () => {
  it("asks for another origin's chunks in CORS mode, as the chunk loader does (jsdom: http://localhost)", () => {
    expect(needsCors('https://cdn.example/page-rsvp.1234.js', {})).toBe(true);
    expect(needsCors('http://localhost:3001/684.abcd.js', { type: 'text/javascript' })).toBe(true);
  });

  it("leaves the page's own origin, remote entries and a mode already chosen alone", () => {
    expect(needsCors('http://localhost/public/684.abcd.js', {})).toBe(false);
    expect(needsCors('/public/684.abcd.js', {})).toBe(false);
    expect(needsCors('https://cdn.example/remoteEntry.js', {})).toBe(false);
    expect(needsCors('https://cdn.example/remoteEntry.js?v=2', {})).toBe(false);
    expect(needsCors('https://cdn.example/a.js', { crossorigin: 'use-credentials' })).toBe(false);
  });

  it('sets the attribute the runtime then puts on the script or the script preload it creates', () => {
    const plugin = remotesPlugin();
    const script: Record<string, unknown> = { fetchpriority: 'high', type: 'text/javascript' };
    expect((plugin.createScript as Hook)({ url: 'https://cdn.example/1.js', attrs: script })).toBeUndefined();
    expect(script).toEqual({ fetchpriority: 'high', type: 'text/javascript', crossorigin: 'anonymous' });
    const preload: Record<string, unknown> = { ...PRELOAD };
    expect((plugin.createLink as Hook)({ url: 'https://cdn.example/1.js', attrs: preload })).toBeUndefined();
    expect(preload).toEqual({ ...PRELOAD, crossorigin: 'anonymous' });
    // a stylesheet is not a script: left as the runtime makes it
    const sheet: Record<string, unknown> = { rel: 'stylesheet' };
    (plugin.createLink as Hook)({ url: 'https://cdn.example/a.css', attrs: sheet });
    expect(sheet).toEqual({ rel: 'stylesheet' });
  });
});
