// The back office's colours: the product's shared tokens (issue 16 item 6), and every text colour readable
// where it is used (WCAG AA).
import { contrastRatio, palette } from '@wedding/shared-contracts/ui';
import { colors } from './theme';

describe('admin theme', () => {
  it("is the guests' site's palette: sand pages, shell cards, ink text, the teal accent, the gold focus ring", () => {
    expect(colors).toMatchObject({
      page: palette.sand,
      surface: palette.shell,
      text: palette.ink,
      textMuted: palette.inkSoft,
      primary: palette.teal,
      focus: palette.focus,
    });
  });

  it('text, muted text and placeholders are readable on every surface (4.5:1)', () => {
    for (const text of [colors.text, colors.textMuted, colors.placeholder]) {
      for (const background of [colors.page, colors.surface, colors.surfaceMuted]) {
        expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(contrastRatio(colors.text, colors.primarySoft)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.text, colors.surfaceDeep)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.primary, colors.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['success', 'successSoft'],
    ['warning', 'warningSoft'],
    ['info', 'infoSoft'],
    ['danger', 'dangerSoft'],
    ['primary', 'primarySoft'],
  ] as const)('the %s badge text on its soft background (4.5:1)', (text, background) => {
    expect(contrastRatio(colors[text], colors[background])).toBeGreaterThanOrEqual(4.5);
  });

  it('white text on the primary and destructive buttons, hovered too (4.5:1)', () => {
    for (const background of [colors.primary, colors.primaryHover, colors.danger, colors.dangerHover]) {
      expect(contrastRatio('#ffffff', background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
