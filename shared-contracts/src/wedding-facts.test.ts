import {
  buildGuestCategories,
  DEFAULT_GUEST_CATEGORY,
  GUEST_CATEGORIES,
  isSpecialGuestCategory,
  weddingFacts,
} from './wedding-facts';

describe('wedding facts', () => {
  it('builds the six categories from the partners’ names', () => {
    expect(buildGuestCategories('Ana', 'Luis')).toEqual([
      'Amigos Ana',
      'Amigos Luis',
      'Familia Ana',
      'Familia Luis',
      'Padres Novia',
      'Padres Novio',
    ]);
    expect(GUEST_CATEGORIES).toEqual(
      buildGuestCategories(weddingFacts.couple.bride.givenName, weddingFacts.couple.groom.givenName),
    );
    expect(DEFAULT_GUEST_CATEGORY).toBe(`Amigos ${weddingFacts.couple.bride.givenName}`);
  });

  it('recognises the special categories', () => {
    expect(isSpecialGuestCategory('Padres Novia')).toBe(true);
    expect(isSpecialGuestCategory('Padres Novio')).toBe(true);
    expect(isSpecialGuestCategory(GUEST_CATEGORIES[0])).toBe(false);
    expect(isSpecialGuestCategory(undefined)).toBe(false);
  });

  it('holds the spec’s event facts', () => {
    expect(new Date(weddingFacts.ceremonyStart).toISOString()).toBe('2025-11-15T21:00:00.000Z');
    expect(weddingFacts.timeZone).toBe('America/Santo_Domingo');
    expect(weddingFacts.replyDeadline).toBe('2025-11-01');
    expect(weddingFacts.dressCode).toBe('Coastal Glam');
    expect(weddingFacts.averageTemperature).toEqual({
      fahrenheit: { min: 75, max: 85 },
      celsius: { min: 24, max: 29 },
    });
    expect(weddingFacts.venue.minutesFromAirport).toBe(15);
    expect(weddingFacts.venue.airport).toEqual({
      es: 'Aeropuerto Internacional de Punta Cana (PUJ)',
      en: 'Punta Cana International Airport (PUJ)',
    });
  });

  it('lists three hotels with the spec’s rates, in Spanish too, and contact shapes', () => {
    expect(weddingFacts.hotels.map((hotel) => hotel.rate.en)).toEqual([
      '$279 + 18% tax + $40 resort fee',
      '$169 + 18% tax + $20 destination fee',
      '$399 + 18% tax + 10% service',
    ]);
    // Spanish: dollars as US$ (as the Dominican Republic writes them), a no-break space before %
    expect(weddingFacts.hotels.map((hotel) => hotel.rate.es)).toEqual([
      'US$279 + 18\u00a0% de impuestos + US$40 de cargo por resort',
      'US$169 + 18\u00a0% de impuestos + US$20 de cargo por destino',
      'US$399 + 18\u00a0% de impuestos + 10\u00a0% de servicio',
    ]);
    const [first, second, third] = weddingFacts.hotels;
    expect(first).toHaveProperty('email');
    expect(first).toHaveProperty('phone');
    expect(second).toHaveProperty('email');
    expect(second).toHaveProperty('phone');
    expect(third).toHaveProperty('bookingUrl');
    expect(third).not.toHaveProperty('email');
  });

  it('plans the day in order, starting with the ceremony at its time', () => {
    const times = weddingFacts.dayPlan.map((item) => item.time);
    for (const time of times) expect(time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    expect([...times].sort()).toEqual(times);
    expect(times[0]).toBe(weddingFacts.ceremonyTime);
    for (const item of weddingFacts.dayPlan) {
      expect(item.title.es.length).toBeGreaterThan(0);
      expect(item.title.en.length).toBeGreaterThan(0);
    }
    expect(weddingFacts.venue.address.length).toBeGreaterThan(0);
  });

  it('marks one ceremony, at the ceremony’s time, and one reception after it in the plan', () => {
    const ceremonies = weddingFacts.dayPlan.filter((item) => item.kind === 'ceremony');
    const receptions = weddingFacts.dayPlan.filter((item) => item.kind === 'reception');
    expect(ceremonies.map((item) => item.time)).toEqual([weddingFacts.ceremonyTime]);
    expect(receptions.map((item) => item.time > weddingFacts.ceremonyTime)).toEqual([true]);
  });
});
