import { type HotelFact, weddingFacts } from '@wedding/shared-contracts';
import styled from 'styled-components';
import { formatPhoneForDisplay } from '../../../shared/format/format-phone';
import { useLocale } from '../../../shared/i18n/locale-store';
import { useT } from '../../../shared/i18n/use-t';
import { ExternalIcon, MailIcon, PhoneIcon } from '../../../shared/layout/icons';
import { VisuallyHidden } from '../../../shared/layout/visually-hidden';
import { Photo } from '../../../shared/photos/photo';
import { colors, fonts, media, TAP_PX } from '../../../shared/theme';
import type { InfoMessageId } from '../messages';

/** Three hotels: room, rate (as the spec writes it, in Spanish too), and e-mail + phone or a booking link. */
export function StayTab() {
  const t = useT<InfoMessageId>();
  const locale = useLocale();
  const hotels: readonly HotelFact[] = weddingFacts.hotels;
  return (
    <>
      <h2>{t('info.stay.title')}</h2>
      <Lead>{t('info.stay.lead')}</Lead>
      <Hotels>
        {hotels.map((hotel) => (
          <Hotel key={hotel.id} data-testid={`hotel-${hotel.id}`}>
            <HotelPhoto photo={hotel.photo} sizes="(min-width: 900px) 300px, 100vw" />
            <h3>{hotel.name}</h3>
            <dl>
              <dt>{t('info.stay.room')}</dt>
              <dd>{hotel.roomDescription[locale]}</dd>
              <dt>{t('info.stay.rate')}</dt>
              <Rate data-testid="hotel-rate">{hotel.rate[locale]}</Rate>
            </dl>
            <Links>
              {hotel.email ? (
                <Contact
                  href={`mailto:${hotel.email}`}
                  aria-label={`${t('info.stay.email')}: ${hotel.email}`}
                >
                  <MailIcon />
                  <span>{hotel.email}</span>
                </Contact>
              ) : null}
              {hotel.phone ? (
                <Contact
                  href={`tel:${hotel.phone}`}
                  aria-label={`${t('info.stay.phone')}: ${formatPhoneForDisplay(hotel.phone)}`}
                >
                  <PhoneIcon />
                  <span>{formatPhoneForDisplay(hotel.phone)}</span>
                </Contact>
              ) : null}
              {hotel.bookingUrl ? (
                <Book href={hotel.bookingUrl} target="_blank" rel="noopener noreferrer">
                  <span>{t('info.stay.book')}</span>
                  <ExternalIcon />
                  <VisuallyHidden>{t('info.newTab')}</VisuallyHidden>
                </Book>
              ) : null}
            </Links>
          </Hotel>
        ))}
      </Hotels>
      <Small>
        {t('info.stay.airport', {
          airport: weddingFacts.venue.airport[locale],
          minutes: weddingFacts.venue.minutesFromAirport,
        })}
      </Small>
    </>
  );
}

const Lead = styled.p`
  margin: 0 0 24px;
  color: ${colors.inkSoft};
`;

const Hotels = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 18px;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

const Hotel = styled.article`
  display: flex;
  flex-direction: column;
  padding: 22px 20px;
  border-radius: 18px;
  border: 1px solid ${colors.line};
  background: ${colors.shell};
  h3 {
    margin: 0 0 12px;
    font-size: 1.5rem;
  }
  dl {
    margin: 0 0 16px;
  }
  dt {
    color: ${colors.goldText};
    font-size: 0.8125rem;
    font-weight: 700;
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
  dd {
    margin: 2px 0 12px;
  }
`;

/** The top of the card, edge to edge. */
const HotelPhoto = styled(Photo)`
  display: block;
  margin: -22px -20px 18px;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    border-radius: 17px 17px 0 0;
  }
  @media (max-width: 900px) {
    img {
      aspect-ratio: 16 / 7;
    }
  }
`;

const Rate = styled.dd`
  font-family: ${fonts.display};
  font-size: 1.25rem;
  color: ${colors.tealDark};
`;

const Links = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: auto;
`;

const Contact = styled.a`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: ${TAP_PX}px;
  padding: 6px 12px;
  border-radius: 12px;
  background: ${colors.seaGlassSoft};
  color: ${colors.tealDark};
  text-decoration: none;
  overflow-wrap: anywhere;
  svg {
    flex: none;
  }
  &:hover {
    text-decoration: underline;
  }
`;

const Book = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: ${TAP_PX + 4}px;
  padding: 0 18px;
  border-radius: 999px;
  background: ${colors.teal};
  color: ${colors.white};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${colors.tealDark};
    color: ${colors.white};
  }
`;

const Small = styled.p`
  margin: 24px 0 0;
  color: ${colors.inkSoft};
  font-size: 1rem;
  ${media.small} {
    font-size: 0.9375rem;
  }
`;
