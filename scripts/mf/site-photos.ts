import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  type BuiltPhoto,
  factPhotos,
  type PhotoFacts,
  type SitePhotoManifest,
} from '../../shared-contracts/src/site-photos';
import { weddingFacts } from '../../shared-contracts/src/wedding-facts';

/**
 * The site's photos. Each photo file the wedding facts name (in `photos/`, or the folder SITE_PHOTOS_DIR
 * names) becomes AVIF and WebP copies at the widths below, never wider than the file
 * itself, named `photos/<name>-<width>w.<hash>.<format>` (the hash is the file's and the encoding's, so a
 * new photo gets new names and the gateway caches every copy for a year). The shell's build writes the
 * copies (`tsx scripts/mf/site-photos.ts <out dir>`); mf-public's builds get the manifest (sizes and
 * `srcset`s) as `__SITE_PHOTOS__`, so the prerendered pages already hold the pictures.
 */
const ROOT = path.resolve(__dirname, '..', '..');

/** Copy widths: phones at 1x to 3x and large screens, for a photo the width of the window or less. */
export const PHOTO_WIDTHS = [480, 800, 1200, 1600, 2000] as const;
const WIDEST = 2000;

/** Encoder settings; part of every copy's hash. Quality chosen by eye on the demo set and real photos. */
const ENCODINGS = {
  avif: { quality: 55, effort: 2 },
  webp: { quality: 74, effort: 4 },
} as const;
type Format = keyof typeof ENCODINGS;
const FORMATS = Object.keys(ENCODINGS) as Format[];

/** The copy `src` names for browsers without srcset. */
const FALLBACK_WIDTH = 800;

export function photosDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.SITE_PHOTOS_DIR ? path.resolve(env.SITE_PHOTOS_DIR) : path.join(ROOT, 'photos');
}

interface Copy {
  file: string;
  width: number;
  format: Format;
  /** Path under the build's output folder, e.g. photos/hero-800w.0123456789.avif */
  name: string;
}

export interface SitePhotos {
  manifest: SitePhotoManifest;
  copies: Copy[];
  dir: string;
}

/** The widths a photo `width` px wide is copied at. */
export function copyWidths(width: number): number[] {
  const largest = Math.min(width, WIDEST);
  return [...PHOTO_WIDTHS.filter((candidate) => candidate < largest), largest];
}

const stem = (file: string) =>
  file
    .replace(/\.[^.]+$/, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** The photos' manifest and copies; fails, naming the file, when a photo the facts name is missing. */
export async function sitePhotos(facts: PhotoFacts = weddingFacts, dir = photosDir()): Promise<SitePhotos> {
  const manifest: SitePhotoManifest = {};
  const copies: Copy[] = [];
  for (const { file } of factPhotos(facts)) {
    const source = path.join(dir, file);
    if (!existsSync(source))
      throw new Error(`site photos: ${file} (named by the wedding facts) is not in ${dir}`);
    const bytes = readFileSync(source);
    const meta = await sharp(bytes).metadata();
    // a phone's photo may be stored sideways with an EXIF orientation; the copies are turned upright
    const upright = (meta.orientation ?? 1) >= 5;
    const width = upright ? meta.height : meta.width;
    const height = upright ? meta.width : meta.height;
    if (!width || !height) throw new Error(`site photos: ${file} is not an image sharp can read`);
    const hash = createHash('sha256')
      .update(bytes)
      .update(JSON.stringify(ENCODINGS))
      .digest('hex')
      .slice(0, 10);
    const widths = copyWidths(width);
    const fileCopies = FORMATS.flatMap((format) =>
      widths.map((w) => ({ file, width: w, format, name: `photos/${stem(file)}-${w}w.${hash}.${format}` })),
    );
    copies.push(...fileCopies);
    const srcset = (format: Format) =>
      fileCopies
        .filter((copy) => copy.format === format)
        .map((copy) => `/${copy.name} ${copy.width}w`)
        .join(', ');
    const largest = Math.max(...widths);
    const fallback = Math.max(...widths.filter((w) => w <= FALLBACK_WIDTH), Math.min(...widths));
    const built: BuiltPhoto = {
      width: largest,
      height: Math.round((height * largest) / width),
      avif: srcset('avif'),
      webp: srcset('webp'),
      src: `/${fileCopies.find((copy) => copy.format === 'webp' && copy.width === fallback)?.name}`,
    };
    manifest[file] = built;
  }
  return { manifest, copies, dir };
}

/**
 * Writes every copy under `outDir` (the shell's dist/). Copies already made by an earlier build (same
 * name, so same file and settings) come from node_modules/.cache instead of being encoded again.
 */
export async function writeSitePhotos(outDir: string, photos?: SitePhotos): Promise<number> {
  const { copies, dir } = photos ?? (await sitePhotos());
  const cache = path.join(ROOT, 'node_modules', '.cache', 'site-photos');
  mkdirSync(cache, { recursive: true });
  mkdirSync(path.join(outDir, 'photos'), { recursive: true });
  // each photo read and decoded once, upright, for all of its copies
  const sources = new Map<string, sharp.Sharp>();
  for (const copy of copies) {
    const cached = path.join(cache, path.basename(copy.name));
    if (!existsSync(cached)) {
      let source = sources.get(copy.file);
      if (!source) {
        source = sharp(readFileSync(path.join(dir, copy.file))).rotate();
        sources.set(copy.file, source);
      }
      const image = source.clone().resize({ width: copy.width, withoutEnlargement: true });
      const encoded = copy.format === 'avif' ? image.avif(ENCODINGS.avif) : image.webp(ENCODINGS.webp);
      writeFileSync(cached, await encoded.toBuffer());
    }
    copyFileSync(cached, path.join(outDir, copy.name));
  }
  return copies.length;
}

if (require.main === module) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: tsx scripts/mf/site-photos.ts <out dir>');
    process.exit(2);
  }
  writeSitePhotos(path.resolve(out)).then(
    (count) => console.log(`wrote ${count} photo copies under ${path.join(out, 'photos')}`),
    (error: unknown) => {
      console.error((error as Error).message);
      process.exit(1);
    },
  );
}
