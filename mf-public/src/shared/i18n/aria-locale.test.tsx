import { act, render, screen } from '@testing-library/react';
import { useLocale as useAriaLocale } from 'react-aria-components';
import { AriaLocale, ariaLocale, withAriaLocale } from './aria-locale';
import { DEFAULT_LOCALE, setLocale } from './locale-store';

function Probe({ label }: { label: string }) {
  const { locale } = useAriaLocale();
  return <p data-testid="probe">{`${label} ${locale}`}</p>;
}

afterEach(() => act(() => setLocale(DEFAULT_LOCALE)));

describe('AriaLocale', () => {
  it('maps the site languages to react-aria locales', () => {
    expect(ariaLocale('es')).toBe('es-ES');
    expect(ariaLocale('en')).toBe('en-US');
  });

  it("gives react-aria the site's language and follows a change", () => {
    render(
      <AriaLocale>
        <Probe label="x" />
      </AriaLocale>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('x es-ES');
    act(() => setLocale('en'));
    expect(screen.getByTestId('probe').textContent).toBe('x en-US');
  });

  it('wraps a component, passing its props through', () => {
    const Wrapped = withAriaLocale(Probe);
    render(<Wrapped label="page" />);
    expect(screen.getByTestId('probe').textContent).toBe('page es-ES');
    expect(Wrapped.displayName).toBe('WithAriaLocale(Probe)');
  });
});
