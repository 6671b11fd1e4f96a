import { act, render, screen } from '@testing-library/react';
import { useIsNarrow } from './use-viewport';

function Probe() {
  return <p data-testid="narrow">{String(useIsNarrow())}</p>;
}

const resizeTo = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useIsNarrow', () => {
  it('tells narrow (under 768 px) from wide, re-reading resizes after a 250 ms pause', () => {
    resizeTo(1280);
    render(<Probe />);
    expect(screen.getByTestId('narrow').textContent).toBe('false');

    act(() => {
      resizeTo(700);
      jest.advanceTimersByTime(200);
      resizeTo(500);
      jest.advanceTimersByTime(200);
    });
    expect(screen.getByTestId('narrow').textContent).toBe('false');
    act(() => jest.advanceTimersByTime(60));
    expect(screen.getByTestId('narrow').textContent).toBe('true');

    act(() => {
      resizeTo(768);
      jest.advanceTimersByTime(250);
    });
    expect(screen.getByTestId('narrow').textContent).toBe('false');
  });
});
