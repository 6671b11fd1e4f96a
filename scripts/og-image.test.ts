import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { weddingFacts } from '@wedding/shared-contracts';
import { ogImageSvg, writeOgImage } from './og-image';

describe('the preview image', () => {
  it('is a 1200×630 PNG', async () => {
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'og-')), 'og-image.png');
    await writeOgImage(out);
    const png = readFileSync(out);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // the IHDR chunk: width and height, big-endian, at bytes 16 and 20
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('names the couple, the day and the place, escaped', () => {
    const svg = ogImageSvg({
      ...weddingFacts,
      couple: { bride: { givenName: 'Ana <b>' }, groom: { givenName: 'Luis' } },
    });
    expect(svg).toContain('Ana &lt;b&gt; &amp; Luis');
    expect(svg).toContain('15 de noviembre de 2025');
    expect(svg).toContain('Cap Cana, República Dominicana');
  });
});
