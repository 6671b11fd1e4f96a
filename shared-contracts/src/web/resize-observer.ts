const RESIZE_OBSERVER_LOOP = /ResizeObserver loop/;

/** The browser's harmless "ResizeObserver loop …" errors are suppressed (spec section 8). */
export function suppressResizeObserverLoop(target: Window = window): void {
  target.addEventListener('error', (event) => {
    if (RESIZE_OBSERVER_LOOP.test(event.message)) {
      event.stopImmediatePropagation();
      event.preventDefault();
    }
  });
}

export function isResizeObserverLoop(message: string): boolean {
  return RESIZE_OBSERVER_LOOP.test(message);
}
