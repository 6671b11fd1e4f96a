/** @jest-environment jsdom */
import { isResizeObserverLoop, suppressResizeObserverLoop } from './resize-observer';

describe('ResizeObserver loop errors', () => {
  it('are stopped before other error listeners see them; other errors pass through', () => {
    suppressResizeObserverLoop(window);
    const seen: string[] = [];
    window.addEventListener('error', (event) => seen.push(event.message));

    const loop = new ErrorEvent('error', {
      message: 'ResizeObserver loop completed with undelivered notifications.',
      cancelable: true,
    });
    window.dispatchEvent(loop);
    const real = new ErrorEvent('error', { message: 'TypeError: x is undefined', cancelable: true });
    window.dispatchEvent(real);

    expect(seen).toEqual(['TypeError: x is undefined']);
    expect(loop.defaultPrevented).toBe(true);
    expect(real.defaultPrevented).toBe(false);
  });

  it('recognises both browser wordings', () => {
    expect(isResizeObserverLoop('ResizeObserver loop limit exceeded')).toBe(true);
    expect(isResizeObserverLoop('ResizeObserver loop completed with undelivered notifications.')).toBe(true);
    expect(isResizeObserverLoop('Script error.')).toBe(false);
  });
});
