import { act, render } from '@testing-library/react';
import type { SitePhotoManifest } from '@wedding/shared-contracts';
import { setLocale } from '../i18n/locale-store';
import { builtPhoto, Photo } from './photo';

const manifest: SitePhotoManifest = {
  'hero.jpg': {
    width: 2000,
    height: 1333,
    avif: '/photos/hero-480w.0123456789.avif 480w, /photos/hero-2000w.0123456789.avif 2000w',
    webp: '/photos/hero-480w.0123456789.webp 480w, /photos/hero-2000w.0123456789.webp 2000w',
    src: '/photos/hero-480w.0123456789.webp',
  },
};
const hero = { file: 'hero.jpg', alt: { es: 'Los novios en la playa', en: 'The couple on the beach' } };

afterEach(() => act(() => setLocale('es')));

describe('Photo', () => {
  it('offers AVIF then WebP at every width, with the size set and the alt text in the language', () => {
    const { container } = render(<Photo photo={hero} sizes="100vw" manifest={manifest} />);
    const sources = container.querySelectorAll('source');
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(manifest['hero.jpg']?.avif);
    expect(sources[1]?.getAttribute('sizes')).toBe('100vw');
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/photos/hero-480w.0123456789.webp');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['2000', '1333']);
    expect(img.getAttribute('alt')).toBe('Los novios en la playa');
    act(() => setLocale('en'));
    expect(img.getAttribute('alt')).toBe('The couple on the beach');
  });

  it('is lazy by default; the main picture is eager and fetched first', () => {
    const lazy = render(<Photo photo={hero} sizes="50vw" manifest={manifest} />).container.querySelector(
      'img',
    )!;
    expect(lazy.getAttribute('loading')).toBe('lazy');
    expect(lazy.hasAttribute('fetchpriority')).toBe(false);
    const main = render(
      <Photo photo={hero} sizes="100vw" priority manifest={manifest} />,
    ).container.querySelector('img')!;
    expect(main.getAttribute('loading')).toBe('eager');
    expect(main.getAttribute('fetchpriority')).toBe('high');
  });

  it('keeps the faces in view where the facts say so', () => {
    const img = render(
      <Photo photo={{ ...hero, position: '50% 20%' }} sizes="100vw" manifest={manifest} />,
    ).container.querySelector('img')!;
    expect(img.style.objectPosition).toBe('50% 20%');
  });

  it('renders nothing for a photo left out, or one the build did not make', () => {
    expect(render(<Photo photo={undefined} sizes="100vw" manifest={manifest} />).container.innerHTML).toBe(
      '',
    );
    const missing = { ...hero, file: 'other.jpg' };
    expect(render(<Photo photo={missing} sizes="100vw" manifest={manifest} />).container.innerHTML).toBe('');
    expect(builtPhoto(missing, manifest)).toBeUndefined();
    expect(builtPhoto(hero, manifest)).toBe(manifest['hero.jpg']);
  });
});
