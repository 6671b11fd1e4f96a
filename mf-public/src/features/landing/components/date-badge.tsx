import { weddingFacts } from '@wedding/shared-contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useT } from '../../../shared/i18n/use-t';
import { formatLongDate } from '../../../shared/i18n/wedding-dates';
import { CalendarIcon } from '../../../shared/layout/icons';
import { VisuallyHidden } from '../../../shared/layout/visually-hidden';
import { colors, fonts, TAP_PX } from '../../../shared/theme';
import type { LandingMessageId } from '../messages';

const loadDialog = () => import('./date-dialog');
const DateDialog = lazy(loadDialog);
/**
 * Fetches the dialog's code ahead of a press. A prefetch that fails (the guest left the page while it
 * loaded, a dropped connection) is no error: opening the dialog asks for the code again.
 */
const prefetchDialog = () => void loadDialog().catch(() => undefined);

/**
 * The wedding date ('15 de Noviembre, 2025' / 'November 15, 2025'); pressing it opens the
 * '¡Importante!' dialog. The dialog's code is fetched when the browser is idle after the page has
 * loaded, or as soon as a guest reaches for the badge, whichever comes first.
 */
export function DateBadge() {
  const t = useT<LandingMessageId>();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const badge = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let idle = 0;
    const prefetch = () => {
      const ric = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
      idle = ric(prefetchDialog);
    };
    if (document.readyState === 'complete') prefetch();
    else window.addEventListener('load', prefetch, { once: true });
    return () => {
      window.removeEventListener('load', prefetch);
      window.cancelIdleCallback?.(idle);
    };
  }, []);

  // back on the badge once the dialog has gone (also where a browser does not focus a clicked button)
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) badge.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const close = () => setOpen(false);

  return (
    <>
      <Badge
        ref={badge}
        type="button"
        aria-haspopup="dialog"
        aria-describedby="date-badge-hint"
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
        onClick={() => setOpen(true)}
        data-testid="date-badge"
        // a tap before the live page runs is made again once it does (shell/src/early-taps.ts)
        data-replay-tap="date"
      >
        <CalendarIcon />
        <span data-testid="date-badge-text">{formatLongDate(intl, weddingFacts.weddingDate)}</span>
      </Badge>
      <VisuallyHidden id="date-badge-hint">{t('landing.hero.dateHint')}</VisuallyHidden>
      {open ? (
        <Suspense fallback={null}>
          <DateDialog isOpen={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

const Badge = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: ${TAP_PX + 8}px;
  padding: 8px 24px;
  border: 1.5px solid ${colors.gold};
  border-radius: 999px;
  background: rgba(255, 253, 249, 0.85);
  color: ${colors.ink};
  font-family: ${fonts.display};
  font-size: clamp(1.25rem, 4.5vw, 1.625rem);
  letter-spacing: 0.02em;
  cursor: pointer;
  box-shadow: 0 6px 18px rgba(194, 154, 74, 0.18);
  transition: transform 150ms ease, box-shadow 150ms ease;
  svg {
    color: ${colors.goldText};
  }
  &:hover {
    transform: translateY(-1px);
    box-shadow: 0 10px 24px rgba(194, 154, 74, 0.28);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;
