import { contrastRatio } from './contrast';
import { palette } from './tokens';

describe('contrastRatio', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(() => contrastRatio('teal', '#ffffff')).toThrow(/not a #rrggbb/);
  });
});

describe('the shared palette meets WCAG AA where it is used', () => {
  const backgrounds = ['sand', 'sandSoft', 'shell', 'seaGlassSoft'] as const;

  it.each(['ink', 'inkSoft'] as const)('%s is body text on every light background (4.5:1)', (text) => {
    const ratios = backgrounds.map((background) => contrastRatio(palette[text], palette[background]));
    expect(Math.min(...ratios)).toBeGreaterThanOrEqual(4.5);
  });

  it('white text on the teal, its dark shade and danger (4.5:1); gold text on sand (4.5:1)', () => {
    for (const background of ['teal', 'tealDark', 'danger'] as const) {
      expect(contrastRatio(palette.white, palette[background])).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(palette.goldText, palette.sand)).toBeGreaterThanOrEqual(4.5);
  });

  it('the focus ring stands out from every background it is drawn on (3:1)', () => {
    for (const background of ['sand', 'sandSoft', 'shell', 'white'] as const) {
      expect(contrastRatio(palette.focus, palette[background])).toBeGreaterThanOrEqual(3);
    }
  });
});
