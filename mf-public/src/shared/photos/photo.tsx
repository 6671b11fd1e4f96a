import type { BuiltPhoto, PhotoFact, SitePhotoManifest } from '@wedding/shared-contracts';
import { useLocale } from '../i18n/locale-store';

/** The photos the build made (scripts/mf/site-photos.ts); none where the page is built without them. */
declare const __SITE_PHOTOS__: SitePhotoManifest | undefined;
const BUILT: SitePhotoManifest = typeof __SITE_PHOTOS__ === 'object' ? __SITE_PHOTOS__ : {};

/** The built copies of a photo the wedding facts name, if it has any. */
export function builtPhoto(photo: PhotoFact | undefined, manifest = BUILT): BuiltPhoto | undefined {
  return photo ? manifest[photo.file] : undefined;
}

export interface PhotoProps {
  photo: PhotoFact | undefined;
  /** The `sizes` attribute: how wide the photo is shown, so the browser fetches the right copy. */
  sizes: string;
  /**
   * The page's main picture, in its first screen: fetched at once and first (`fetchpriority="high"`).
   * Otherwise it is fetched when the guest scrolls near it (`loading="lazy"`).
   */
  priority?: boolean;
  className?: string;
  manifest?: SitePhotoManifest;
}

/**
 * One of the site's photos: AVIF where the browser takes it, WebP otherwise, at the width it is shown,
 * with its size set so nothing moves when it arrives. Renders nothing for a photo left out of the facts.
 */
export function Photo({ photo, sizes, priority = false, className, manifest = BUILT }: PhotoProps) {
  const locale = useLocale();
  const built = builtPhoto(photo, manifest);
  if (!photo || !built) return null;
  return (
    <picture className={className} data-photo={photo.file}>
      <source type="image/avif" srcSet={built.avif} sizes={sizes} />
      <source type="image/webp" srcSet={built.webp} sizes={sizes} />
      <img
        src={built.src}
        width={built.width}
        height={built.height}
        alt={photo.alt[locale]}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        style={photo.position ? { objectPosition: photo.position } : undefined}
      />
    </picture>
  );
}
