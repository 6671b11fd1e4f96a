import { factPhotos, type PhotoFacts } from './site-photos';
import { weddingFacts } from './wedding-facts';

const alt = { es: 'Foto', en: 'Photo' };

describe('factPhotos', () => {
  it('lists the hero, the story, the venue and each hotel photo, in that order', () => {
    expect(factPhotos(weddingFacts).map((photo) => photo.file)).toEqual([
      'demo/hero.svg',
      'demo/story-1.svg',
      'demo/story-2.svg',
      'demo/venue.svg',
      'demo/hotel-1.svg',
      'demo/hotel-2.svg',
      'demo/hotel-3.svg',
    ]);
  });

  it('skips the photos left out and names a file used twice once', () => {
    const facts: PhotoFacts = {
      photos: { hero: { file: 'us.jpg', alt }, story: [{ file: 'us.jpg', alt }] },
      hotels: [{}, { photo: weddingFacts.hotels[1]?.photo }],
    };
    expect(factPhotos(facts).map((photo) => photo.file)).toEqual(['us.jpg', 'demo/hotel-2.svg']);
  });
});
