import { SITE_FONTS_ELEMENT_ID, type SiteFontFace } from '@wedding/shared-contracts/ui';

/**
 * Loads the site's web fonts once the page is painted and puts them in force all at once. Their faces
 * wait in the page as data (scripts/mf/site-fonts.ts): declared from the start, they held back a phone's
 * first paint; declared as @font-face rules after it, the declaration and then each font's arrival laid the
 * whole page out again. Loaded first and added together, the text changes to the site's fonts in one
 * layout, over fallbacks sized like them (nothing moves). A face that cannot be fetched is left out and
 * its text keeps the fallback. Once only; a browser without `FontFace` keeps the fallbacks.
 */
export async function loadSiteFonts(doc: Document = document): Promise<void> {
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
  const loaded = await Promise.allSettled(
    faces.map((face) =>
      new view.FontFace(face.family, face.source, {
        style: face.style,
        weight: face.weight,
        unicodeRange: face.unicodeRange,
      }).load(),
    ),
  );
  for (const result of loaded) if (result.status === 'fulfilled') doc.fonts.add(result.value);
}
