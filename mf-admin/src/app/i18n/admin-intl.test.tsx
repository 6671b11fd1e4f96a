import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { setAdminLocale } from '../../lib/i18n/admin-locale';
import { AdminIntl } from './admin-intl';

afterEach(() => act(() => setAdminLocale('en')));

const seen: IntlShape[] = [];
let rerender: () => void = () => {};

function Probe() {
  seen.push(useIntl());
  return null;
}

/** The admin's frame: re-renders (a navigation does) without changing the language. */
function Frame() {
  const [count, setCount] = useState(0);
  rerender = () => setCount(count + 1);
  return (
    <AdminIntl>
      <Probe />
    </AdminIntl>
  );
}

describe('AdminIntl', () => {
  it('keeps one intl object while the language stays, however often the frame re-renders', () => {
    render(<Frame />);
    act(() => rerender());
    act(() => rerender());
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(1);
    act(() => setAdminLocale('es'));
    expect(seen.at(-1)?.locale).toBe('es-ES');
    expect(new Set(seen).size).toBe(2);
  });
});
