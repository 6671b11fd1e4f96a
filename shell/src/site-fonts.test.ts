import { SITE_FONTS_ELEMENT_ID, type SiteFontFace } from '@wedding/shared-contracts/ui';
import { descriptors, loadSiteFonts } from './site-fonts';

const FACES: SiteFontFace[] = [
  {
    family: 'Display',
    source: "url(/fonts/display.0123456789.woff2) format('woff2')",
    style: 'italic',
    weight: '500',
    unicodeRange: 'U+0000-00FF',
  },
  {
    family: 'Body',
    source: "url(/fonts/body.0123456789.woff2) format('woff2')",
    style: 'normal',
    weight: '400',
    unicodeRange: 'U+0000-00FF',
  },
];

/** A FontFace whose load the test settles, face by face. */
class FakeFontFace {
  static made: FakeFontFace[] = [];
  settle!: { resolve: () => void; reject: (error: Error) => void };
  readonly loaded: Promise<FakeFontFace>;
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    this.loaded = new Promise((resolve, reject) => {
      this.settle = { resolve: () => resolve(this), reject };
    });
    FakeFontFace.made.push(this);
  }
  load() {
    return this.loaded;
  }
}

let added: FakeFontFace[];
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  FakeFontFace.made = [];
  added = [];
  Object.assign(window, { FontFace: FakeFontFace });
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { add: (face: FakeFontFace) => added.push(face) },
  });
  document.head.innerHTML = `<script type="application/json" id="${SITE_FONTS_ELEMENT_ID}">${JSON.stringify(FACES)}</script>`;
});

afterEach(() => {
  Reflect.deleteProperty(window, 'FontFace');
  Reflect.deleteProperty(document, 'fonts');
});

describe('loadSiteFonts', () => {
  it('loads every face as listed and adds none until all have arrived, then all together', async () => {
    const done = loadSiteFonts();
    expect(FakeFontFace.made.map((face) => [face.family, face.source, face.descriptors])).toEqual(
      FACES.map((face) => [
        face.family,
        face.source,
        { style: face.style, weight: face.weight, unicodeRange: face.unicodeRange },
      ]),
    );
    FakeFontFace.made[1]?.settle.resolve();
    await flush();
    expect(added).toEqual([]);
    FakeFontFace.made[0]?.settle.resolve();
    await done;
    expect(added.map((face) => face.family)).toEqual(['Display', 'Body']);
  });

  it('leaves out a face that cannot be fetched and adds the others', async () => {
    const done = loadSiteFonts();
    FakeFontFace.made[0]?.settle.reject(new Error('NetworkError'));
    FakeFontFace.made[1]?.settle.resolve();
    await done;
    expect(added.map((face) => face.family)).toEqual(['Body']);
  });

  it('does not let a face that hangs hold the others back: they come in on time, it when it arrives', async () => {
    jest.useFakeTimers();
    try {
      const done = loadSiteFonts(document, 3000);
      FakeFontFace.made[1]?.settle.resolve();
      await jest.advanceTimersByTimeAsync(2999);
      expect(added).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      await done;
      expect(added.map((face) => face.family)).toEqual(['Body']);
      FakeFontFace.made[0]?.settle.resolve();
      await jest.advanceTimersByTimeAsync(0);
      expect(added.map((face) => face.family)).toEqual(['Body', 'Display']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('runs once: the list leaves the page', async () => {
    const done = loadSiteFonts();
    expect(document.getElementById(SITE_FONTS_ELEMENT_ID)).toBeNull();
    await loadSiteFonts();
    expect(FakeFontFace.made).toHaveLength(FACES.length);
    for (const face of FakeFontFace.made) face.settle.resolve();
    await done;
  });

  it('does nothing on a page without the list, with a list it cannot read, or without FontFace', async () => {
    document.head.innerHTML = '';
    await loadSiteFonts();
    document.head.innerHTML = `<script type="application/json" id="${SITE_FONTS_ELEMENT_ID}">{not json</script>`;
    await loadSiteFonts();
    Reflect.deleteProperty(window, 'FontFace');
    document.head.innerHTML = `<script type="application/json" id="${SITE_FONTS_ELEMENT_ID}">${JSON.stringify(FACES)}</script>`;
    await loadSiteFonts();
    expect(FakeFontFace.made).toEqual([]);
    expect(added).toEqual([]);
  });
});

describe("the digits' face", () => {
  const FIGURES: SiteFontFace = {
    family: 'Figures',
    source: "url(/fonts/figures.0123456789.woff2) format('woff2')",
    style: 'normal',
    weight: '700',
    unicodeRange: 'U+0030-0039',
    sizeAdjust: '94.84%',
  };

  it('is made with its unicode range and its size-adjust; a face without one gets none', () => {
    expect(descriptors(FIGURES)).toEqual({
      style: 'normal',
      weight: '700',
      unicodeRange: 'U+0030-0039',
      sizeAdjust: '94.84%',
    });
    expect(Object.keys(descriptors(FACES[1]!))).toEqual(['style', 'weight', 'unicodeRange']);
  });

  it('is loaded and added with the others', async () => {
    document.head.innerHTML = `<script type="application/json" id="${SITE_FONTS_ELEMENT_ID}">${JSON.stringify([...FACES, FIGURES])}</script>`;
    const done = loadSiteFonts();
    expect(FakeFontFace.made.at(-1)?.descriptors).toEqual(descriptors(FIGURES));
    for (const face of FakeFontFace.made) face.settle.resolve();
    await done;
    expect(added.map((face) => face.family)).toEqual(['Display', 'Body', 'Figures']);
  });
});
