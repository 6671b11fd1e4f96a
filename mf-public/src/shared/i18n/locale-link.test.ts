// Issue 36: an English guest's reminder link (`/rsvp?lang=en`) opens the site in English, once; the
// parameter leaves the address, so the language stays in memory only (spec §1).
type Store = typeof import('./locale-store');

/** A fresh copy of the store (its "read once" flag and language start anew). */
const freshStore = (): Store => {
  let store: Store | undefined;
  jest.isolateModules(() => {
    store = require('./locale-store') as Store;
  });
  return store!;
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('applyLanguageFromLink', () => {
  it('starts in English from ?lang=en and takes the parameter out of the address, keeping the rest', () => {
    window.history.replaceState({ idx: 0 }, '', '/rsvp?lang=en&x=1#top');
    const store = freshStore();
    store.applyLanguageFromLink();
    expect(store.getLocale()).toBe('en');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/rsvp?x=1#top',
    );
    expect(window.history.state).toEqual({ idx: 0 });
  });

  it('reads the link once per visit: a later toggle is not undone', () => {
    window.history.replaceState(null, '', '/rsvp?lang=en');
    const store = freshStore();
    store.applyLanguageFromLink();
    store.toggleLocale();
    window.history.replaceState(null, '', '/rsvp?lang=en');
    store.applyLanguageFromLink();
    expect(store.getLocale()).toBe('es');
  });

  it('changes nothing without the parameter, and ignores a language the site has not', () => {
    window.history.replaceState(null, '', '/rsvp');
    const plain = freshStore();
    plain.applyLanguageFromLink();
    expect(plain.getLocale()).toBe('es');
    expect(window.location.pathname + window.location.search).toBe('/rsvp');

    window.history.replaceState(null, '', '/rsvp?lang=fr');
    const other = freshStore();
    other.applyLanguageFromLink();
    expect(other.getLocale()).toBe('es');
    expect(window.location.search).toBe('');
  });
});
