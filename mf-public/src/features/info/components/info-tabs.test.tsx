import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LanguageProvider } from '../../../app/i18n/language-provider';
import { DEFAULT_LOCALE, setLocale } from '../../../shared/i18n/locale-store';
import { DressTab } from './dress-tab';
import { StayTab } from './stay-tab';

afterEach(() => act(() => setLocale(DEFAULT_LOCALE)));

const renderIn = (ui: ReactNode) => render(<LanguageProvider>{ui}</LanguageProvider>);
const rates = () => screen.getAllByTestId('hotel-rate').map((rate) => rate.textContent);

describe('StayTab', () => {
  it('writes the rates and the airport in Spanish as Spanish writes them', () => {
    renderIn(<StayTab />);
    expect(rates()).toEqual([
      'US$279 + 18\u00a0% de impuestos + US$40 de cargo por resort',
      'US$169 + 18\u00a0% de impuestos + US$20 de cargo por destino',
      'US$399 + 18\u00a0% de impuestos + 10\u00a0% de servicio',
    ]);
    expect(
      screen.getByText('El Aeropuerto Internacional de Punta Cana (PUJ) queda a unos 15 minutos.'),
    ).toBeTruthy();
  });

  it('keeps the specification’s rates in English', () => {
    renderIn(<StayTab />);
    act(() => setLocale('en'));
    expect(rates()).toEqual([
      '$279 + 18% tax + $40 resort fee',
      '$169 + 18% tax + $20 destination fee',
      '$399 + 18% tax + 10% service',
    ]);
    expect(
      screen.getByText('The airport, Punta Cana International Airport (PUJ), is about 15 minutes away.'),
    ).toBeTruthy();
  });
});

describe('DressTab', () => {
  it('speaks to every guest alike in Spanish, whatever their gender', () => {
    renderIn(<DressTab />);
    const note = screen.getByText(/^No hace falta ir de etiqueta/).textContent ?? '';
    expect(note).toBe(
      'No hace falta ir de etiqueta: queremos que vengas con ropa cómoda y fresca, y con ganas de bailar. La temperatura promedio es de 24–29 °C (75–85 °F).',
    );
    expect(note).not.toMatch(/\b(cómodo|fresco|listo)\b/);
  });
});
