/**
 * The way to the RSVP inbox from the dashboard and the guest list: "RSVP Answers", with a badge counting
 * the answers that match no guest (the ones a host has to look at), in words, so the button's name says
 * it too ("RSVP Answers 2 unmatched"); no badge while there is none or while the inbox is loading.
 */

import { isUnmatched, useRsvps } from '../api/rsvps/use-rsvps';
import { msg, useT } from '../lib/i18n/use-t';
import { Badge } from './badge';
import { NavButton } from './button';

export const RSVP_INBOX_LABEL = msg('RSVP Answers');

export function RsvpInboxButton() {
  const { data } = useRsvps();
  const unmatched = data?.filter(isUnmatched).length ?? 0;
  const t = useT();
  return (
    <NavButton to="/admin/rsvps">
      {t(RSVP_INBOX_LABEL)}
      {unmatched > 0 ? (
        <>
          {' '}
          <Badge $tone="warning">{t('{count} unmatched', { count: unmatched })}</Badge>
        </>
      ) : null}
    </NavButton>
  );
}
