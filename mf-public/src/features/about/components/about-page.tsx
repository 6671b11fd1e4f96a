import { weddingFacts } from '@wedding/shared-contracts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useT } from '../../../shared/i18n/use-t';
import { builtPhoto, Photo } from '../../../shared/photos/photo';
import { colors, fonts, media, TAP_PX } from '../../../shared/theme';
import type { AboutMessageId } from '../messages';

const STANZAS = ['about.stanza1', 'about.stanza2', 'about.stanza3', 'about.stanza4'] as const;

/** `/about`: a poem, in the active language. */
export default function AboutPage() {
  const t = useT<AboutMessageId>();
  const { bride, groom } = weddingFacts.couple;
  useDocumentTitle(t('about.pageTitle'));
  const story = weddingFacts.photos.story.filter((photo) => builtPhoto(photo)).slice(0, 3);
  return (
    <Section id="about" aria-labelledby="about-title">
      <Paper>
        <Kicker>{t('about.kicker')}</Kicker>
        <h1 id="about-title">{t('about.title')}</h1>
        <Ornament aria-hidden="true">
          <span />
          &#10086;
          <span />
        </Ornament>
        <Poem>
          {STANZAS.map((stanza) => (
            <p key={stanza}>{t(stanza, { city: weddingFacts.venue.city })}</p>
          ))}
        </Poem>
        {story.length > 0 ? (
          <Story data-count={story.length} data-testid="story-photos">
            {story.map((photo) => (
              <StoryPhoto key={photo.file} photo={photo} sizes="(min-width: 720px) 300px, 45vw" />
            ))}
          </Story>
        ) : null}
        <Signature>— {t('about.signature', { bride: bride.givenName, groom: groom.givenName })}</Signature>
        <Cta to="/event">{t('about.cta')}</Cta>
      </Paper>
    </Section>
  );
}

const Section = styled.section`
  padding: 56px 20px 72px;
  background:
    radial-gradient(circle at 10% 10%, rgba(169, 214, 207, 0.45) 0, rgba(169, 214, 207, 0) 35%),
    radial-gradient(circle at 90% 90%, rgba(194, 154, 74, 0.18) 0, rgba(194, 154, 74, 0) 35%);
  ${media.narrow} {
    padding: 28px 14px 48px;
  }
`;

const Paper = styled.article`
  max-width: 680px;
  margin: 0 auto;
  padding: 48px 40px;
  border-radius: 24px;
  background: ${colors.shell};
  border: 1px solid ${colors.line};
  box-shadow: 0 20px 50px rgba(38, 50, 56, 0.08);
  text-align: center;
  h1 {
    margin: 0;
    font-size: clamp(2rem, 7vw, 3rem);
    font-style: italic;
  }
  ${media.small} {
    padding: 32px 20px;
  }
`;

const Kicker = styled.p`
  margin: 0 0 8px;
  color: ${colors.goldText};
  font-size: 0.9rem;
  font-weight: 700;
  letter-spacing: 0.2em;
  text-transform: uppercase;
`;

const Ornament = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin: 20px 0 28px;
  color: ${colors.gold};
  font-size: 1.5rem;
  span {
    width: 64px;
    height: 1px;
    background: ${colors.gold};
  }
`;

const Poem = styled.div`
  font-family: ${fonts.display};
  font-size: clamp(1.25rem, 4.2vw, 1.5rem);
  line-height: 1.7;
  p {
    margin: 0 0 1.4em;
    white-space: pre-line;
  }
`;

/** The couple's story in up to three photos, as prints laid on the page. */
const Story = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  margin: 0 0 28px;
  &[data-count='1'] {
    grid-template-columns: minmax(0, 360px);
    justify-content: center;
  }
  &[data-count='3'] {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.small} {
    gap: 10px;
    &[data-count='3'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

const StoryPhoto = styled(Photo)`
  display: block;
  padding: 8px 8px 22px;
  background: ${colors.white};
  border-radius: 6px;
  box-shadow: 0 10px 24px rgba(38, 50, 56, 0.12);
  transform: rotate(-2deg);
  &:nth-child(even) {
    transform: rotate(2deg);
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: 3px;
  }
  ${media.reducedMotion} {
    transform: none;
    &:nth-child(even) {
      transform: none;
    }
  }
`;

const Signature = styled.p`
  margin: 8px 0 28px;
  font-family: ${fonts.display};
  font-size: 1.375rem;
  font-style: italic;
  color: ${colors.tealDark};
`;

const Cta = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_PX + 4}px;
  padding: 0 24px;
  border-radius: 999px;
  border: 1.5px solid ${colors.teal};
  color: ${colors.tealDark};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${colors.seaGlassSoft};
  }
`;
