/**
 * @jest-environment jsdom
 */
import { act, createEvent, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { currentToasts, dismissToast, toast } from './toast-store';
import { Toaster } from './toaster';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => dismissToast());
  jest.useRealTimers();
});

const renderToaster = (props: Parameters<typeof Toaster>[0] = {}) => render(createElement(Toaster, props));
const cards = () => screen.queryAllByTestId('toast');

/** jsdom has no PointerEvent: a MouseEvent-based event with the pointer fields React reads. */
function pointer(target: Element, type: 'pointerDown' | 'pointerMove' | 'pointerUp', clientX: number) {
  const event = createEvent[type](target);
  for (const [key, value] of Object.entries({ pointerId: 1, clientX, button: 0 })) {
    Object.defineProperty(event, key, { value });
  }
  fireEvent(target, event);
}

function swipe(target: Element, distance: number) {
  pointer(target, 'pointerDown', 100);
  pointer(target, 'pointerMove', 100 + distance / 2);
  pointer(target, 'pointerMove', 100 + distance);
  pointer(target, 'pointerUp', 100 + distance);
}

describe('Toaster', () => {
  it('is a labelled region that is there before any toast', () => {
    renderToaster();
    const region = screen.getByRole('region', { name: 'Notificaciones (F8)' });
    expect(region).toBeTruthy();
    expect(cards()).toHaveLength(0);
  });

  it('shows one toast at a time, the newest, with title and description', () => {
    renderToaster();
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', description: 'More text' });
    });
    expect(cards()).toHaveLength(1);
    expect(cards()[0]?.textContent).toContain('Second');
    expect(cards()[0]?.textContent).toContain('More text');
  });

  it('closes a toast after its duration (5000 ms by default)', () => {
    renderToaster();
    act(() => void toast({ title: 'Saved' }));
    act(() => jest.advanceTimersByTime(4900));
    expect(cards()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(200));
    expect(cards()).toHaveLength(0);
    expect(currentToasts()).toHaveLength(0);
  });

  it('pauses the timer while the pointer is over the toast', () => {
    renderToaster();
    act(() => void toast({ title: 'Read me', duration: 1000 }));
    const card = cards()[0]!;
    act(() => jest.advanceTimersByTime(600));
    fireEvent.pointerEnter(card);
    act(() => jest.advanceTimersByTime(5000));
    expect(cards()).toHaveLength(1);
    fireEvent.pointerLeave(card);
    act(() => jest.advanceTimersByTime(300));
    expect(cards()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(200));
    expect(cards()).toHaveLength(0);
  });

  it('dismisses on a swipe right of at least 50 px, not on a shorter or leftward one', () => {
    renderToaster();
    act(() => void toast({ title: 'Swipe me' }));
    swipe(cards()[0]!, 40);
    expect(cards()).toHaveLength(1);
    swipe(cards()[0]!, -80);
    expect(cards()).toHaveLength(1);
    swipe(cards()[0]!, 50);
    expect(cards()).toHaveLength(0);
  });

  it('has an accessible close button, and Escape inside the toast closes it', () => {
    renderToaster({ closeLabel: 'Cerrar' });
    act(() => void toast({ title: 'One' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(cards()).toHaveLength(0);

    act(() => void toast({ title: 'Two' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Cerrar' }), { key: 'Escape' });
    expect(cards()).toHaveLength(0);
  });

  it('speaks the page language: Spanish by default, English when <html lang> says so', () => {
    renderToaster();
    act(() => void toast({ title: 'Hola' }));
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    act(() => {
      document.documentElement.lang = 'en';
    });
    return waitFor(() => {
      expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    }).finally(() => {
      document.documentElement.lang = '';
    });
  });

  it('moves focus to the region on F8', () => {
    renderToaster();
    const region = screen.getByRole('region', { name: 'Notificaciones (F8)' });
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(region);
  });

  it('announces errors assertively with the destructive style, others politely', () => {
    renderToaster();
    act(() => void toast({ title: 'Oops', variant: 'destructive' }));
    const error = cards()[0]!;
    expect(error.dataset.variant).toBe('destructive');
    expect(error.parentElement?.getAttribute('aria-live')).toBe('assertive');

    act(() => void toast({ title: 'Fine' }));
    const info = cards()[0]!;
    expect(info.dataset.variant).toBe('default');
    expect(info.parentElement?.getAttribute('aria-live')).toBe('polite');
  });
});
