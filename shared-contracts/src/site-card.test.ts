import { siteCard } from './site-card';
import { weddingFacts } from './wedding-facts';

describe('siteCard', () => {
  it('names the couple, the day and the place in Spanish, and asks for an answer by the deadline', () => {
    expect(siteCard()).toEqual({
      title: 'Sofía y Mateo se casan',
      description:
        '15 de noviembre de 2025 en Cap Cana, República Dominicana. Confirma tu asistencia antes del 1 de noviembre de 2025.',
      date: '15 de noviembre de 2025',
      place: 'Cap Cana, República Dominicana',
    });
  });

  it('follows the facts', () => {
    const facts = {
      ...weddingFacts,
      couple: { bride: { givenName: 'Ana' }, groom: { givenName: 'Luis' } },
      weddingDate: '2027-02-01',
    };
    expect(siteCard(facts)).toMatchObject({
      title: 'Ana y Luis se casan',
      date: '1 de febrero de 2027',
    });
  });
});
