import { BREAKPOINTS, type WeddingPhase, weddingFacts } from '@wedding/shared-contracts';
import { type MouseEvent, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { scrollToSection } from '../../../shared/hooks/scroll-to-section';
import { prefersReducedMotion, useIsNarrow } from '../../../shared/hooks/use-viewport';
import { useWeddingPhase } from '../../../shared/hooks/use-wedding-phase';
import { useLocale } from '../../../shared/i18n/locale-store';
import { useT } from '../../../shared/i18n/use-t';
import { ChevronDownIcon } from '../../../shared/layout/icons';
import { builtPhoto, Photo } from '../../../shared/photos/photo';
import { colors, fonts, HEADER_HEIGHT_PX, media, TAP_PX } from '../../../shared/theme';
import type { LandingMessageId } from '../messages';
import { CoupleNames } from './couple-names';
import { DateBadge } from './date-badge';

/** Parallax: the backdrop moves at this fraction of the scroll (768 px and wider only). */
const PARALLAX_RATE = 0.3;

/** The kicker over the names: "¡Nos casamos!", then "¡Hoy nos casamos!" on the day, "¡Ya nos casamos!" after. */
const KICKER = {
  replying: 'landing.hero.kicker',
  'past-deadline': 'landing.hero.kicker',
  'wedding-day': 'landing.hero.kickerToday',
  'after-wedding': 'landing.hero.kickerAfter',
} as const satisfies Record<WeddingPhase, LandingMessageId>;

export function HeroSection() {
  const t = useT<LandingMessageId>();
  const phase = useWeddingPhase();
  const locale = useLocale();
  const narrow = useIsNarrow();
  const backdrop = useRef<HTMLDivElement>(null);
  const { bride, groom } = weddingFacts.couple;
  const photo = weddingFacts.photos.hero;
  const withPhoto = Boolean(builtPhoto(photo));

  // parallax of the decorative backdrop, off under 768 px and for reduced motion
  useEffect(() => {
    const layer = backdrop.current;
    if (!layer) return;
    if (narrow || window.innerWidth < BREAKPOINTS.narrow || prefersReducedMotion()) {
      layer.style.transform = '';
      layer.dataset.parallax = 'off';
      return;
    }
    layer.dataset.parallax = 'on';
    let frame = 0;
    const apply = () => {
      frame = 0;
      layer.style.transform = `translate3d(0, ${Math.round(window.scrollY * PARALLAX_RATE)}px, 0)`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(apply);
    };
    apply();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      layer.style.transform = '';
    };
  }, [narrow]);

  const discover = (event: MouseEvent<HTMLAnchorElement>) => {
    if (scrollToSection('countdown')) event.preventDefault();
  };

  return (
    <Hero id="hero" aria-labelledby="hero-title">
      {/* the couple's photo (when there is one) moves with the backdrop, under a veil that keeps the text legible */}
      <Backdrop ref={backdrop} aria-hidden={withPhoto ? undefined : 'true'} data-testid="hero-backdrop">
        <BackdropPhoto photo={photo} sizes="100vw" priority />
      </Backdrop>
      <Content>
        <Kicker data-testid="hero-kicker">{t(KICKER[phase])}</Kicker>
        <Title id="hero-title">
          <CoupleNames
            bride={bride.givenName}
            groom={groom.givenName}
            label={t('landing.hero.names', { bride: bride.givenName, groom: groom.givenName })}
          />
        </Title>
        <Subtitle data-testid="hero-subtitle">
          {t(phase === 'after-wedding' ? 'landing.hero.subtitleAfter' : 'landing.hero.subtitle', {
            city: weddingFacts.venue.city,
          })}
        </Subtitle>
        <DateBadge />
        <RsvpButton to="/rsvp" data-testid="button-confirmar-rsvp">
          {t('landing.hero.rsvp')}
        </RsvpButton>
        <Discover
          href="#countdown"
          onClick={discover}
          lang={locale === 'es' ? undefined : 'es'}
          data-testid="discover-link"
        >
          {t('landing.hero.discover')}
          <ChevronDownIcon />
        </Discover>
      </Content>
      <Wave aria-hidden="true" viewBox="0 0 1440 80" preserveAspectRatio="none">
        <path d="M0 40c160 28 320 40 480 28S800 12 960 16s320 36 480 28v36H0Z" fill={colors.sandDeep} />
      </Wave>
    </Hero>
  );
}

const Hero = styled.section`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  min-height: calc(100vh - ${HEADER_HEIGHT_PX}px);
  min-height: calc(100svh - ${HEADER_HEIGHT_PX}px);
  display: grid;
  place-items: center;
  padding: 40px 20px 96px;
  text-align: center;
  ${media.narrow} {
    min-height: 0;
    padding: 28px 16px 88px;
  }
`;

const Backdrop = styled.div`
  position: absolute;
  inset: -20% 0 0;
  z-index: -1;
  pointer-events: none;
  will-change: transform;
  background:
    radial-gradient(circle at 18% 22%, rgba(169, 214, 207, 0.55) 0, rgba(169, 214, 207, 0) 38%),
    radial-gradient(circle at 85% 18%, rgba(194, 154, 74, 0.22) 0, rgba(194, 154, 74, 0) 34%),
    radial-gradient(circle at 70% 85%, rgba(169, 214, 207, 0.45) 0, rgba(169, 214, 207, 0) 40%),
    linear-gradient(180deg, #f9f4ec 0%, #f3ebdf 60%, #eef3ef 100%);
`;

const BackdropPhoto = styled(Photo)`
  position: absolute;
  inset: 0;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /* the veil: light at the edges, where the photo shows, and strongest behind the names and the button */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background:
      radial-gradient(ellipse 70% 55% at 50% 58%, rgba(251, 246, 239, 0.9) 0, rgba(251, 246, 239, 0.8) 55%, rgba(251, 246, 239, 0.5) 100%),
      linear-gradient(180deg, rgba(251, 246, 239, 0.25) 0%, rgba(251, 246, 239, 0) 40%, rgba(239, 228, 211, 0.55) 100%);
  }
`;

const Content = styled.div`
  position: relative;
  width: 100%;
  max-width: 720px;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 18px;
`;

const Kicker = styled.p`
  margin: 0;
  color: ${colors.goldText};
  font-size: 0.95rem;
  font-weight: 700;
  letter-spacing: 0.22em;
  text-transform: uppercase;
`;

const Title = styled.h1`
  width: 100%;
  margin: 0;
`;

const Subtitle = styled.p`
  max-width: 34ch;
  margin: 0;
  font-family: ${fonts.display};
  font-size: clamp(1.25rem, 4.2vw, 1.625rem);
  line-height: 1.45;
  color: ${colors.inkSoft};
`;

const RsvpButton = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${TAP_PX + 12}px;
  min-width: 240px;
  padding: 0 32px;
  border-radius: 999px;
  background: ${colors.teal};
  color: ${colors.white};
  font-size: 1.125rem;
  font-weight: 700;
  letter-spacing: 0.03em;
  text-decoration: none;
  box-shadow: 0 10px 24px rgba(31, 107, 102, 0.28);
  &:hover {
    background: ${colors.tealDark};
    color: ${colors.white};
  }
  ${media.xsmall} {
    width: 100%;
    min-width: 0;
  }
`;

const Discover = styled.a`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  min-height: ${TAP_PX}px;
  min-width: ${TAP_PX}px;
  padding: 4px 12px;
  border-radius: 12px;
  color: ${colors.tealDark};
  font-weight: 600;
  text-decoration: none;
  svg {
    animation: bob 2.2s ease-in-out infinite;
  }
  @keyframes bob {
    0%, 100% { transform: translateY(0); }
    50% { transform: translateY(5px); }
  }
  ${media.reducedMotion} {
    svg {
      animation: none;
    }
  }
`;

const Wave = styled.svg`
  position: absolute;
  left: 0;
  right: 0;
  bottom: -1px;
  width: 100%;
  height: 64px;
  ${media.small} {
    height: 40px;
  }
`;
