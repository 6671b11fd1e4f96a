/**
 * The toast contract between the shell and the remotes. The shell renders the one toast region;
 * remotes (and the shell) call `toast()`. Every bundle carries its own copy of this module, so the
 * state lives on `window` under a registered symbol: all copies share one queue.
 *
 * Spec section 9: one toast visible at a time, 5000 ms by default.
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; default 5000. */
  duration?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

type Listener = (toasts: readonly Toast[]) => void;

interface ToastState {
  nextId: number;
  toasts: Toast[];
  listeners: Set<Listener>;
}

const KEY = Symbol.for('wedding.toasts');

function state(): ToastState {
  const holder = globalThis as unknown as Record<symbol, ToastState | undefined>;
  let current = holder[KEY];
  if (!current) {
    current = { nextId: 1, toasts: [], listeners: new Set() };
    holder[KEY] = current;
  }
  return current;
}

function emit(): void {
  const current = state();
  for (const listener of current.listeners) listener(current.toasts);
}

/** Shows a toast; a newer one replaces the visible one (at most one at a time). Returns its id. */
export function toast(input: ToastInput): number {
  const current = state();
  const id = current.nextId++;
  const next: Toast = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DURATION_MS,
  };
  current.toasts = [next, ...current.toasts].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id?: number): void {
  const current = state();
  current.toasts = id === undefined ? [] : current.toasts.filter((t) => t.id !== id);
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  const current = state();
  current.listeners.add(listener);
  listener(current.toasts);
  return () => current.listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return state().toasts;
}
