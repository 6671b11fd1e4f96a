import type { PhotoFact } from './wedding-facts';

/**
 * The site's photos as the build made them (scripts/mf/site-photos.ts): for each photo file the wedding
 * facts name, its size and the responsive copies the gateway serves under /photos/. Browser-safe.
 */
export interface BuiltPhoto {
  /** The photo's own size (of its largest copy), for the img's width and height (no layout shift). */
  width: number;
  height: number;
  /** `srcset` values: every copy's URL and width, for each format. */
  avif: string;
  webp: string;
  /** The copy browsers without srcset (or without AVIF and WebP) get. */
  src: string;
}

/** Keyed by the photo's `file`. */
export type SitePhotoManifest = Record<string, BuiltPhoto>;

/** The part of the wedding facts that names photos. */
export interface PhotoFacts {
  photos: { hero?: PhotoFact; story: readonly PhotoFact[]; venue?: PhotoFact };
  hotels: readonly { photo?: PhotoFact }[];
}

/** Every photo the wedding facts name, each once: the hero, the story, the venue and the hotels'. */
export function factPhotos(facts: PhotoFacts): PhotoFact[] {
  const { hero, story, venue } = facts.photos;
  const hotels = facts.hotels.map((hotel) => hotel.photo);
  const all = [hero, ...story, venue, ...hotels].filter((photo): photo is PhotoFact => Boolean(photo));
  return all.filter((photo, index) => all.findIndex((other) => other.file === photo.file) === index);
}
