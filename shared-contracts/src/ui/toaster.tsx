/**
 * The one toast region of the site (spec §2 "Toasts", §9). Mounted once by the shell (and by each
 * remote's standalone page); everything else only calls `toast()`.
 *
 * - at most one toast (the store keeps one), closed after its duration; the timer pauses while the
 *   pointer is over the toast or focus is inside it, so nobody loses a message while reading it;
 * - swipe right by at least 50 px to dismiss (pointer events: touch, pen and mouse), Escape inside
 *   a toast or its close button dismisses too;
 * - F8 moves focus to the region; it is a labelled landmark and announces new toasts through
 *   live regions (polite for default toasts, assertive for errors);
 * - full width on small screens (at the top, clear of the phone's bottom navigation), bottom right
 *   and at most 420 px wide from medium screens up; errors use the destructive style.
 */
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import styled, { css, keyframes } from 'styled-components';
import { TOAST } from '../constants';
import { useDocumentLang } from './document-lang';
import { currentToasts, dismissToast, subscribeToasts, type Toast } from './toast-store';
import { fontStacks, palette } from './tokens';

/** Medium screens and up (spec §9: width up to 420 px at medium screens and up). */
const MEDIUM_UP = '@media (min-width: 768px)';
/** Pointer travel before a press becomes a swipe (keeps taps on the close button working). */
const SWIPE_SLOP_PX = 6;

export interface ToasterProps {
  /** Accessible name of the region; mention the hotkey. */
  label?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** Key that moves focus to the region. */
  hotkey?: string;
}

const subscribe = (onChange: () => void) => subscribeToasts(() => onChange());

/** The region's own words, in the page's language (it sits outside any language provider). */
const LABELS = {
  es: { region: (key: string) => `Notificaciones (${key})`, close: 'Cerrar' },
  en: { region: (key: string) => `Notifications (${key})`, close: 'Close' },
} as const;

export function Toaster({ label, closeLabel, hotkey = TOAST.hotkey }: ToasterProps) {
  const words = useDocumentLang().startsWith('en') ? LABELS.en : LABELS.es;
  label ??= words.region(hotkey);
  closeLabel ??= words.close;
  const toasts = useSyncExternalStore(subscribe, currentToasts, currentToasts);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== hotkey) return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [hotkey]);

  const polite = toasts.filter((t) => t.variant !== 'destructive');
  const assertive = toasts.filter((t) => t.variant === 'destructive');
  return (
    <Region ref={regionRef} aria-label={label} tabIndex={-1} data-testid="toast-region">
      <div aria-live="polite" aria-relevant="additions text">
        {polite.map((t) => (
          <ToastCard key={t.id} toast={t} closeLabel={closeLabel} />
        ))}
      </div>
      <div aria-live="assertive" aria-relevant="additions text">
        {assertive.map((t) => (
          <ToastCard key={t.id} toast={t} closeLabel={closeLabel} />
        ))}
      </div>
    </Region>
  );
}

function ToastCard({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const { id, duration } = toast;
  const close = useCallback(() => dismissToast(id), [id]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipe = useRef<{ pointerId: number; startX: number; swiping: boolean } | null>(null);

  // Auto-dismiss after `duration`, paused while hovered, focused or being swiped.
  const remaining = useRef(duration);
  const paused = hovered || focused || offset !== 0;
  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    const startedAt = Date.now();
    const timer = setTimeout(close, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, duration, close]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    swipe.current = { pointerId: event.pointerId, startX: event.clientX, swiping: false };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const state = swipe.current;
    if (!state || state.pointerId !== event.pointerId) return;
    const dx = event.clientX - state.startX;
    if (!state.swiping && Math.abs(dx) >= SWIPE_SLOP_PX) {
      state.swiping = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    // only a rightward swipe moves the toast (spec §9: swipe direction right)
    if (state.swiping) setOffset(Math.max(0, dx));
  };
  const endSwipe = (event: ReactPointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const state = swipe.current;
    if (!state || state.pointerId !== event.pointerId) return;
    swipe.current = null;
    const dx = event.clientX - state.startX;
    if (!cancelled && state.swiping && dx >= TOAST.swipeThreshold) {
      close();
      return;
    }
    setOffset(0);
  };
  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    <Card
      $variant={toast.variant}
      $offset={offset}
      data-testid="toast"
      data-variant={toast.variant}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endSwipe(event, false)}
      onPointerCancel={(event) => endSwipe(event, true)}
      onKeyDown={onKeyDown}
    >
      <Title>{toast.title}</Title>
      {toast.description ? <Description>{toast.description}</Description> : null}
      <CloseButton type="button" aria-label={closeLabel} onClick={close}>
        <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </CloseButton>
    </Card>
  );
}

const enter = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: translateY(0); }
`;

const Region = styled.section`
  position: fixed;
  z-index: 2147483000;
  top: 0;
  left: 0;
  right: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  box-sizing: border-box;
  pointer-events: none;
  font-family: ${fontStacks.body};
  &:focus-visible {
    outline: 3px solid ${palette.focus};
    outline-offset: -3px;
  }
  ${MEDIUM_UP} {
    top: auto;
    bottom: 0;
    left: auto;
    width: 100%;
    max-width: ${TOAST.maxWidthPx}px;
  }
`;

const Card = styled.div<{ $variant: Toast['variant']; $offset: number }>`
  position: relative;
  pointer-events: auto;
  touch-action: pan-y;
  user-select: none;
  box-sizing: border-box;
  width: 100%;
  padding: 16px 56px 16px 18px;
  border-radius: 12px;
  border: 1px solid ${palette.line};
  background: ${palette.shell};
  color: ${palette.ink};
  box-shadow: 0 10px 30px rgba(31, 42, 48, 0.18);
  font-size: 1rem;
  line-height: 1.45;
  transform: translateX(${(p) => p.$offset}px);
  opacity: ${(p) => (p.$offset > 0 ? Math.max(0.35, 1 - p.$offset / 240) : 1)};
  transition: ${(p) => (p.$offset > 0 ? 'none' : 'transform 150ms ease, opacity 150ms ease')};
  animation: ${enter} 180ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    transition: none;
  }
  ${(p) =>
    p.$variant === 'destructive' &&
    css`
      background: ${palette.danger};
      border-color: ${palette.danger};
      color: ${palette.white};
    `}
`;

const Title = styled.div`
  font-weight: 700;
  font-size: 1.0625rem;
`;

const Description = styled.div`
  margin-top: 4px;
`;

const CloseButton = styled.button`
  position: absolute;
  top: 6px;
  right: 6px;
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  padding: 0;
  border: none;
  border-radius: 10px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: rgba(0, 0, 0, 0.08);
  }
  &:focus-visible {
    outline: 3px solid currentColor;
    outline-offset: -3px;
  }
`;
