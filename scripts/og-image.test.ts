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

  it("ends with what holds on the day it is drawn (the build's): a reply, the day itself, thanks", () => {
    const closing = (iso: string) => ogImageSvg(weddingFacts, new Date(iso));
    expect(closing('2025-10-20T12:00:00Z')).toContain('>Confirma tu asistencia</text>');
    expect(closing('2025-11-15T16:00:00Z')).toContain('>¡Hoy es el día!</text>');
    const after = closing('2025-11-20T12:00:00Z');
    expect(after).toContain('>¡Gracias por acompañarnos!</text>');
    expect(after).not.toContain('Confirma tu asistencia');
  });
});
