import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mockApi, newQueryClient } from '../../../lib/testing';
import { contactsQueryOptions, useContacts } from './use-contacts';

let visibility: DocumentVisibilityState = 'visible';

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

afterEach(() => {
  jest.useRealTimers();
  visibility = 'visible';
});

function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

function setup() {
  const api = mockApi({ 'GET /api/admin/contacts': { body: { data: [] } } });
  const queryClient = newQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const calls = () => api.mock.calls.filter(([url]) => String(url) === '/api/admin/contacts').length;
  return { wrapper, calls, queryClient };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('the contacts query', () => {
  it('states the spec options: 5 s polling, not in the background, on focus, on mount, always stale', () => {
    expect(contactsQueryOptions).toMatchObject({
      queryKey: ['admin', 'contacts'],
      refetchInterval: 5000,
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: true,
      refetchOnMount: 'always',
      staleTime: 0,
    });
  });

  it('polls every 5 s while the tab is visible, pauses while it is hidden, and reads again when it shows', async () => {
    jest.useFakeTimers();
    const { wrapper, calls } = setup();
    renderHook(() => useContacts(), { wrapper });
    await advance(0);
    expect(calls()).toBe(1);

    await advance(5000);
    expect(calls()).toBe(2);
    await advance(5000);
    expect(calls()).toBe(3);

    setVisibility('hidden');
    await advance(20_000);
    expect(calls()).toBe(3);

    // back in view: read at once (window focus), then every 5 s again
    setVisibility('visible');
    await advance(0);
    expect(calls()).toBe(4);
    await advance(5000);
    expect(calls()).toBe(5);
  });

  it('reads again on every mount, even with fresh data in the cache', async () => {
    jest.useFakeTimers();
    const { wrapper, calls } = setup();
    const first = renderHook(() => useContacts(), { wrapper });
    await advance(0);
    expect(calls()).toBe(1);
    first.unmount();
    renderHook(() => useContacts(), { wrapper });
    await advance(0);
    expect(calls()).toBe(2);
  });
});
