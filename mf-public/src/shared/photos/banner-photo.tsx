import styled from 'styled-components';
import { colors, media } from '../theme';
import { Photo } from './photo';

/**
 * A photo shown as a wide band across a page's content (the event's venue, the invitation's cover):
 * cropped to 16:7 (16:9 on a phone), rounded, framed like the cards beside it. Margins are the page's.
 */
export const BannerPhoto = styled(Photo)`
  display: block;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 7;
    object-fit: cover;
    border-radius: 20px;
    border: 1px solid ${colors.line};
  }
  ${media.small} {
    img {
      aspect-ratio: 16 / 9;
      border-radius: 16px;
    }
  }
`;
