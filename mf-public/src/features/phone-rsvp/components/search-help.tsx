import type { LookupCandidate } from '@wedding/shared-contracts/phone';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPhoneForDisplay } from '../../../shared/format/format-phone';
import { useLocale } from '../../../shared/i18n/locale-store';
import { useT } from '../../../shared/i18n/use-t';
import { colors, focusRing, TAP_PX } from '../../../shared/theme';
import type { PhoneRsvpMessageId } from '../messages';
import { loadedPhoneRules } from '../phone-field';

export type { LookupCandidate };

/**
 * Why the last search found no guest, shown under the field with what to do next; or, for a number
 * several selectable countries could own ('612 34 56 78': Spain or Chile), the question which one it is: the
 * page never picks a country for the guest, so it never shows another guest.
 */
export type SearchProblem =
  | { kind: 'notFound' | 'error' | 'limited' /** The number as the lookup sent it. */; telefono: string }
  | { kind: 'whichCountry'; telefono: string; choices: LookupCandidate[] };

/** The contact form, with the RSVP question subject and the guest's number already filled in. */
export const contactAboutNumber = (telefono: string) =>
  `/contact?${new URLSearchParams({ subject: 'rsvp_question', phone: telefono })}`;

/** A number grouped as its own country groups it (the phone rules are loaded once a search was made). */
const shown = (e164: string) => formatPhoneForDisplay(e164, loadedPhoneRules()?.formatPhoneInternational);

interface SearchHelpProps {
  problem: SearchProblem;
  onPickCountry: (choice: LookupCandidate) => void;
}

/** Under the field after a search: what happened and what to do next. */
export function SearchHelp({ problem, onPickCountry }: SearchHelpProps) {
  const t = useT<PhoneRsvpMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  if (problem.kind === 'whichCountry') {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (
      <Question role="group" aria-labelledby="phone-which-country" data-testid="phone-which-country">
        <p id="phone-which-country">{t('phoneRsvp.help.whichCountry')}</p>
        {problem.choices.map((choice) => (
          <Choice
            key={choice.e164}
            onPress={() => onPickCountry(choice)}
            data-testid={`phone-country-choice-${choice.country ?? choice.e164}`}
          >
            {t('phoneRsvp.help.countryChoice', {
              country: (choice.country && names.of(choice.country)) || choice.e164,
              phone: shown(choice.e164),
            })}
          </Choice>
        ))}
      </Question>
    );
  }
  // the number on one line: a phone's narrow screen would otherwise break it between its groups
  const notFoundId: PhoneRsvpMessageId = 'phoneRsvp.help.notFound';
  const text =
    problem.kind === 'notFound'
      ? intl.formatMessage({ id: notFoundId }, { phone: <Nowrap>{shown(problem.telefono)}</Nowrap> })
      : t(problem.kind === 'limited' ? 'phoneRsvp.help.limited' : 'phoneRsvp.help.error');
  return (
    <Help data-testid="phone-search-help">
      <p>{text}</p>
      <p>
        {t('phoneRsvp.help.contact')}{' '}
        <Link to={contactAboutNumber(problem.telefono)} data-testid="phone-search-contact">
          {t('phoneRsvp.help.contactLink')}
        </Link>
      </p>
    </Help>
  );
}

const Help = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 12px 16px;
  border-left: 4px solid ${colors.danger};
  border-radius: 4px 12px 12px 4px;
  background: ${colors.sandSoft};
  p {
    margin: 0;
  }
  a {
    color: ${colors.tealDark};
    font-weight: 700;
  }
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

const Question = styled(Help)`
  gap: 10px;
  border-left-color: ${colors.gold};
  p {
    font-weight: 600;
  }
`;

const Choice = styled(Button)`
  min-height: ${TAP_PX}px;
  padding: 8px 16px;
  border: 2px solid ${colors.teal};
  /* a pill on one line, a rounded box when a long country name wraps it at 375 px */
  border-radius: ${TAP_PX / 2}px;
  background: ${colors.white};
  color: ${colors.tealDark};
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  &[data-hovered] {
    background: ${colors.seaGlassSoft};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;
