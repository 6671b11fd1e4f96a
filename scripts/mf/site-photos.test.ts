import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { PhotoFacts } from '../../shared-contracts/src/site-photos';
import { copyWidths, photosDir, sitePhotos, writeSitePhotos } from './site-photos';

const alt = { es: 'Foto', en: 'Photo' };

async function folderWith(files: Record<string, { width: number; height: number; orientation?: number }>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-photos-'));
  for (const [file, { width, height, orientation }] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    const image = sharp({ create: { width, height, channels: 3, background: '#a9d6cf' } }).jpeg();
    writeFileSync(
      path.join(dir, file),
      await (orientation ? image.withMetadata({ orientation }) : image).toBuffer(),
    );
  }
  return dir;
}

const factsWith = (hero: string, hotelPhoto?: string): PhotoFacts => ({
  photos: { hero: { file: hero, alt }, story: [] },
  hotels: [{ photo: hotelPhoto ? { file: hotelPhoto, alt } : undefined }],
});

describe('the site photos', () => {
  it('copies a photo at the ladder widths below its own, and its own (never wider, 2000 at most)', () => {
    expect(copyWidths(3000)).toEqual([480, 800, 1200, 1600, 2000]);
    expect(copyWidths(1000)).toEqual([480, 800, 1000]);
    expect(copyWidths(480)).toEqual([480]);
    expect(copyWidths(300)).toEqual([300]);
  });

  it('names each copy by the photo and its content, with srcsets and the size to reserve', async () => {
    const dir = await folderWith({ 'Boda/Playa Atardecer.jpg': { width: 1000, height: 500 } });
    const { manifest, copies } = await sitePhotos(factsWith('Boda/Playa Atardecer.jpg'), dir);
    const built = manifest['Boda/Playa Atardecer.jpg'];
    expect(built).toMatchObject({ width: 1000, height: 500 });
    expect(built?.avif).toMatch(
      /^\/photos\/boda-playa-atardecer-480w\.([0-9a-f]{10})\.avif 480w, \/photos\/boda-playa-atardecer-800w\.\1\.avif 800w, \/photos\/boda-playa-atardecer-1000w\.\1\.avif 1000w$/,
    );
    expect(built?.webp).toContain('-1000w.');
    expect(built?.src).toMatch(/^\/photos\/boda-playa-atardecer-800w\.[0-9a-f]{10}\.webp$/);
    expect(copies).toHaveLength(6);

    // another photo under the same name gets other names (browsers cached the old ones for a year)
    const other = await folderWith({ 'Boda/Playa Atardecer.jpg': { width: 1000, height: 501 } });
    const again = await sitePhotos(factsWith('Boda/Playa Atardecer.jpg'), other);
    expect(again.manifest['Boda/Playa Atardecer.jpg']?.src).not.toBe(built?.src);
  });

  it("turns a phone's sideways photo upright (EXIF orientation)", async () => {
    const dir = await folderWith({ 'hero.jpg': { width: 1200, height: 800, orientation: 6 } });
    const photos = await sitePhotos(factsWith('hero.jpg'), dir);
    expect(photos.manifest['hero.jpg']).toMatchObject({ width: 800, height: 1200 });
    const out = mkdtempSync(path.join(os.tmpdir(), 'site-photos-out-'));
    await writeSitePhotos(out, photos);
    const largest = readdirSync(path.join(out, 'photos')).find(
      (name) => name.includes('-800w.') && name.endsWith('.webp'),
    );
    await expect(sharp(path.join(out, 'photos', largest ?? '')).metadata()).resolves.toMatchObject({
      width: 800,
      height: 1200,
      format: 'webp',
    });
  });

  it('writes every copy, AVIF and WebP, at its width', async () => {
    const dir = await folderWith({
      'hero.jpg': { width: 900, height: 600 },
      'hotel.jpg': { width: 500, height: 500 },
    });
    const photos = await sitePhotos(factsWith('hero.jpg', 'hotel.jpg'), dir);
    const out = mkdtempSync(path.join(os.tmpdir(), 'site-photos-out-'));
    await expect(writeSitePhotos(out, photos)).resolves.toBe(10);
    for (const copy of photos.copies) {
      const meta = await sharp(path.join(out, copy.name)).metadata();
      expect([meta.width, meta.format === 'heif' ? 'avif' : meta.format]).toEqual([copy.width, copy.format]);
    }
  });

  it('fails the build naming a photo the facts name but the folder lacks', async () => {
    const dir = await folderWith({});
    await expect(sitePhotos(factsWith('hero.jpg'), dir)).rejects.toThrow(
      `hero.jpg (named by the wedding facts) is not in ${dir}`,
    );
  });

  it('reads the photos from photos/ or the folder SITE_PHOTOS_DIR names; the demo set is complete', async () => {
    expect(photosDir({})).toBe(path.resolve(__dirname, '../../photos'));
    expect(photosDir({ SITE_PHOTOS_DIR: '/srv/boda/fotos' })).toBe('/srv/boda/fotos');
    const { manifest } = await sitePhotos();
    expect(Object.keys(manifest).sort()).toEqual([
      'demo/hero.svg',
      'demo/hotel-1.svg',
      'demo/hotel-2.svg',
      'demo/hotel-3.svg',
      'demo/story-1.svg',
      'demo/story-2.svg',
      'demo/venue.svg',
    ]);
  });
});
