/**
 * The picture a link to the site shows when it is shared: 1200×630 PNG drawn at build from the wedding's
 * facts (the couple, the day, the place) in the site's colours, written into the
 * shell's build as `og-image.png` (the gateway serves it and names it in every public page's Open Graph
 * tags). Drawn from SVG by sharp (librsvg); its text needs a serif font on the build machine
 * (fonts-dejavu-core in the shell image). Usage: tsx scripts/og-image.ts <out.png>
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type CardFacts,
  SITE_CARD_IMAGE,
  siteCard,
  type WeddingPhase,
  weddingFacts,
  weddingPhase,
} from '@wedding/shared-contracts';
import sharp from 'sharp';
import { fontStacks, palette } from '../shared-contracts/src/ui/tokens';

const xml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * The image's last line in each period. The image is drawn once, at build (unlike the card's words, which
 * the gateway writes at each request): it says what holds on the day of the build.
 */
const CLOSING: Record<WeddingPhase, string> = {
  replying: 'Confirma tu asistencia',
  'past-deadline': 'Confirma tu asistencia',
  'wedding-day': '¡Hoy es el día!',
  'after-wedding': '¡Gracias por acompañarnos!',
};

export function ogImageSvg(facts: CardFacts = weddingFacts, now: Date = new Date()): string {
  const { width, height } = SITE_CARD_IMAGE;
  const card = siteCard(facts, now);
  const names = `${xml(facts.couple.bride.givenName)} &amp; ${xml(facts.couple.groom.givenName)}`;
  const serif = xml(fontStacks.display);
  const sans = xml(fontStacks.body);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${palette.sand}"/>
  <rect x="40" y="40" width="${width - 80}" height="${height - 80}" rx="28" fill="${palette.shell}" stroke="${palette.line}" stroke-width="2"/>
  <path d="M120 470c60-30 120-30 180 0s120 30 180 0 120-30 180 0 120 30 180 0 120-30 180 0" fill="none" stroke="${palette.seaGlass}" stroke-width="6" stroke-linecap="round"/>
  <text x="${width / 2}" y="150" text-anchor="middle" font-family="${sans}" font-size="30" letter-spacing="8" fill="${palette.goldText}">NUESTRA BODA</text>
  <text x="${width / 2}" y="285" text-anchor="middle" font-family="${serif}" font-size="112" font-weight="600" fill="${palette.ink}">${names}</text>
  <text x="${width / 2}" y="365" text-anchor="middle" font-family="${sans}" font-size="40" fill="${palette.teal}">${xml(card.date)}</text>
  <text x="${width / 2}" y="420" text-anchor="middle" font-family="${sans}" font-size="32" fill="${palette.inkSoft}">${xml(card.place)}</text>
  <text x="${width / 2}" y="545" text-anchor="middle" font-family="${sans}" font-size="28" fill="${palette.inkSoft}">${xml(CLOSING[weddingPhase(now, facts)])}</text>
</svg>`;
}

export async function writeOgImage(out: string): Promise<void> {
  const png = await sharp(Buffer.from(ogImageSvg())).png({ compressionLevel: 9 }).toBuffer();
  writeFileSync(out, png);
}

if (require.main === module) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: tsx scripts/og-image.ts <out.png>');
    process.exit(2);
  }
  writeOgImage(path.resolve(out)).then(
    () => console.log(`wrote ${out}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
