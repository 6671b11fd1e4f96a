import { SITE_FONTS_ELEMENT_ID, type SiteFontFace } from '@wedding/shared-contracts/ui';

/** How long the faces may take to arrive together before those that have are put in force. */
export const FONTS_TOGETHER_MS = 3000;

/**
 * A face's descriptors. `sizeAdjust` (the digits' faces, scaled to the text's digits) is not in
 * TypeScript's FontFaceDescriptors yet; a browser that does not know it ignores it (the digits come a few
 * hundredths of an em wider).
 */
export function descriptors(face: SiteFontFace): FontFaceDescriptors & { sizeAdjust?: string } {
  const { style, weight, unicodeRange, sizeAdjust } = face;
  return sizeAdjust ? { style, weight, unicodeRange, sizeAdjust } : { style, weight, unicodeRange };
}

/**
 * Loads the site's web fonts once the page is painted and puts them in force together. Their faces wait
 * in the page as data (scripts/mf/site-fonts.ts): declared from the start, they held back a phone's first
 * paint; declared as @font-face rules after it, the declaration and then each font's arrival laid the whole
 * page out again. Loaded first and added together, the text changes to the site's fonts in one layout,
 * over fallbacks sized like them (nothing moves). A face still on its way after FONTS_TOGETHER_MS does not
 * hold the others back: those that arrived are added then, and it is added when it arrives; one that
 * cannot be fetched is left out, its text keeps the fallback. Once only; a browser without `FontFace`
 * keeps the fallbacks. Every face is fetched (a few kB each, cached for a year), used on the page or not.
 */
export async function loadSiteFonts(doc: Document = document, togetherMs = FONTS_TOGETHER_MS): Promise<void> {
  const element = doc.getElementById(SITE_FONTS_ELEMENT_ID);
  if (!element) return;
  element.remove();
  const view = doc.defaultView;
  if (!view || typeof view.FontFace !== 'function' || !doc.fonts) return;
  let faces: SiteFontFace[];
  try {
    faces = JSON.parse(element.textContent ?? '');
  } catch {
    return;
  }
  if (!Array.isArray(faces)) return;
  // in the list's order, whatever order they arrive in
  const arrived: Array<FontFace | undefined> = [];
  let together = true;
  const loads = faces.map((face, index) =>
    new view.FontFace(face.family, face.source, descriptors(face)).load().then(
      (loaded) => {
        if (together) arrived[index] = loaded;
        else doc.fonts.add(loaded);
      },
      () => undefined,
    ),
  );
  let timer = 0;
  const late = new Promise((resolve) => {
    timer = view.setTimeout(resolve, togetherMs);
  });
  await Promise.race([Promise.all(loads), late]);
  view.clearTimeout(timer);
  together = false;
  for (const face of arrived) if (face) doc.fonts.add(face);
}
