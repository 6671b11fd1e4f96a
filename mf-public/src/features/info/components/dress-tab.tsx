import { weddingFacts } from '@wedding/shared-contracts';
import styled from 'styled-components';
import { useT } from '../../../shared/i18n/use-t';
import { colors, fonts, media } from '../../../shared/theme';
import type { InfoMessageId } from '../messages';

/** Coastal Glam: title, subtitle, tagline, guidance for women and men, and a not-too-formal note. */
export function DressTab() {
  const t = useT<InfoMessageId>();
  const { celsius, fahrenheit } = weddingFacts.averageTemperature;
  return (
    <>
      <h2 data-testid="dress-title">{t('info.dress.title', { dressCode: weddingFacts.dressCode })}</h2>
      <Subtitle>{t('info.dress.subtitle')}</Subtitle>
      <Tagline>{t('info.dress.tagline')}</Tagline>
      <Cards>
        <Card>
          <h3>{t('info.dress.women.title')}</h3>
          <p>{t('info.dress.women.body')}</p>
        </Card>
        <Card>
          <h3>{t('info.dress.men.title')}</h3>
          <p>{t('info.dress.men.body')}</p>
        </Card>
      </Cards>
      <Note>
        <h3>{t('info.dress.note.title')}</h3>
        <p>
          {t('info.dress.note.body', {
            celsiusMin: celsius.min,
            celsiusMax: celsius.max,
            fahrenheitMin: fahrenheit.min,
            fahrenheitMax: fahrenheit.max,
          })}
        </p>
      </Note>
    </>
  );
}

const Subtitle = styled.p`
  margin: 0 0 4px;
  font-family: ${fonts.display};
  font-size: 1.375rem;
  color: ${colors.tealDark};
`;

const Tagline = styled.p`
  margin: 0 0 24px;
  color: ${colors.inkSoft};
  font-style: italic;
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 18px;
  ${media.small} {
    grid-template-columns: 1fr;
  }
`;

const Card = styled.section`
  padding: 20px;
  border-radius: 18px;
  background: ${colors.shell};
  border: 1px solid ${colors.line};
  h3 {
    margin: 0 0 8px;
    font-size: 1.5rem;
  }
  p {
    margin: 0;
  }
`;

const Note = styled.section`
  margin-top: 18px;
  padding: 18px 20px;
  border-radius: 18px;
  background: ${colors.seaGlassSoft};
  border-left: 5px solid ${colors.gold};
  h3 {
    margin: 0 0 6px;
    font-size: 1.375rem;
  }
  p {
    margin: 0;
  }
`;
