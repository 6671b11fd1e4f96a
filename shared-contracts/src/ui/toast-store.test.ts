import { currentToasts, dismissToast, subscribeToasts, TOAST_DURATION_MS, toast } from './toast-store';

afterEach(() => dismissToast());

describe('toast store', () => {
  it('keeps at most one toast: the newest replaces the visible one', () => {
    toast({ title: 'first' });
    toast({ title: 'second', variant: 'destructive' });
    expect(currentToasts()).toHaveLength(1);
    expect(currentToasts()[0]).toMatchObject({
      title: 'second',
      variant: 'destructive',
      duration: TOAST_DURATION_MS,
    });
  });

  it('shares one queue between separate copies of the module (one per federated bundle)', () => {
    jest.isolateModules(() => {
      const copy = require('./toast-store') as typeof import('./toast-store');
      copy.toast({ title: 'from another bundle' });
    });
    expect(currentToasts()[0]?.title).toBe('from another bundle');
  });

  it('notifies subscribers and stops after unsubscribe', () => {
    const seen: string[] = [];
    const unsubscribe = subscribeToasts((toasts) => seen.push(toasts.map((t) => t.title).join(',')));
    toast({ title: 'a' });
    unsubscribe();
    toast({ title: 'b' });
    expect(seen).toEqual(['', 'a']);
  });

  it('dismisses by id', () => {
    const id = toast({ title: 'x' });
    dismissToast(id + 1);
    expect(currentToasts()).toHaveLength(1);
    dismissToast(id);
    expect(currentToasts()).toHaveLength(0);
  });
});
