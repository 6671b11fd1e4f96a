import { siteCard, weddingFacts } from '@wedding/shared-contracts';
import { createIntl } from 'react-intl';
import { catalogs } from '../../app/i18n/catalogs';
import { formatDateInText, formatLongDate } from './wedding-dates';

const intlIn = (locale: 'es' | 'en') => createIntl({ locale, messages: catalogs[locale] });

describe('formatDateInText', () => {
  it('writes a date inside a sentence as a native speaker does, in each language', () => {
    expect(formatDateInText(intlIn('es'), weddingFacts.replyDeadline)).toBe('1 de noviembre de 2025');
    expect(formatDateInText(intlIn('es'), weddingFacts.weddingDate)).toBe('15 de noviembre de 2025');
    expect(formatDateInText(intlIn('en'), weddingFacts.replyDeadline)).toBe('November 1, 2025');
    expect(formatDateInText(intlIn('en'), weddingFacts.weddingDate)).toBe('November 15, 2025');
  });

  it('agrees with the link preview card', () => {
    expect(formatDateInText(intlIn('es'), weddingFacts.weddingDate)).toBe(siteCard().date);
  });

  it('keeps the calendar day whatever the time zone (read as UTC)', () => {
    expect(formatDateInText(intlIn('es'), '2025-01-01')).toBe('1 de enero de 2025');
    expect(formatDateInText(intlIn('en'), '2025-12-31')).toBe('December 31, 2025');
  });
});

describe('formatLongDate', () => {
  it('keeps the date badge’s form, which the specification fixes', () => {
    expect(formatLongDate(intlIn('es'), weddingFacts.weddingDate)).toBe('15 de Noviembre, 2025');
    expect(formatLongDate(intlIn('en'), weddingFacts.weddingDate)).toBe('November 15, 2025');
  });
});
