/**
 * "Match to guest": an answer that matched no guest is attached to a guest of the invitation list, chosen in
 * a searchable list (name, e-mail or invitation code), and applied to that guest. A guest
 * who may not bring that many people can be chosen too: the dialog says so, and the match then raises the
 * guest's maximum to the answer's people in the same step.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_QUERY_KEYS,
  type AdminRsvp,
  type AdminRsvpMatchResponse,
  adminRsvpMatchPath,
  type UnifiedGuest,
} from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { serverMessageOr } from '@wedding/shared-contracts/web';
import { useMemo, useState } from 'react';
import { ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import styled from 'styled-components';
import { useGuestList } from '../../../api/guests/use-guests';
import { rsvpsKey } from '../../../api/rsvps/use-rsvps';
import { Button } from '../../../components/button';
import { Dialog, DialogActions, DialogDescription } from '../../../components/dialog';
import { SearchField } from '../../../components/search-field';
import { colors, focusRing, radii } from '../../../components/theme';
import { adminRequest } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { answerLabel, writerOf } from './rsvps-table';

/** Guests listed at most at once: a search narrows the rest. */
const SHOWN = 50;

const Options = styled(ListBox)`
  display: grid;
  gap: 0.4rem;
  max-height: 18rem;
  margin: 0.75rem 0 0;
  padding: 0.25rem;
  overflow-y: auto;
  outline: none;
  &[data-focus-visible] {
    ${focusRing}
  }
`;

const Option = styled(ListBoxItem)`
  display: grid;
  gap: 0.1rem;
  padding: 0.55rem 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  cursor: pointer;
  outline: none;
  small {
    color: ${colors.textMuted};
  }
  &[data-hovered] {
    background: ${colors.surfaceMuted};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-selected] {
    border-color: ${colors.primary};
    background: ${colors.primarySoft};
  }
`;

const Note = styled.p<{ $error?: boolean }>`
  margin: 0.6rem 0 0;
  font-size: 0.875rem;
  color: ${({ $error }) => ($error ? colors.danger : colors.textMuted)};
`;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Guests whose name, e-mail or invitation code contains the search, accents and case aside. */
export function searchGuests(guests: readonly UnifiedGuest[], search: string): UnifiedGuest[] {
  const wanted = fold(search.trim());
  if (!wanted) return [...guests];
  return guests.filter((guest) =>
    [guest.name, guest.email ?? '', guest.invitationCode].some((field) => fold(field).includes(wanted)),
  );
}

export interface MatchDialogProps {
  rsvp: AdminRsvp;
  onClose(): void;
}

export function MatchDialog({ rsvp, onClose }: MatchDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const guests = useGuestList();
  const [search, setSearch] = useState(rsvp.name);
  const [chosen, setChosen] = useState<string | null>(null);
  const found = useMemo(() => searchGuests(guests.data ?? [], search), [guests.data, search]);
  const shown = found.slice(0, SHOWN);
  const tooSmall = shown
    .filter((guest) => rsvp.attending && guest.maxPeopleAllowed < rsvp.guestCount)
    .map((guest) => guest.id);
  const chosenGuest = shown.find((guest) => guest.id === chosen);
  const raising = chosenGuest !== undefined && tooSmall.includes(chosenGuest.id);
  const match = useMutation({
    mutationFn: (unifiedGuestId: string) =>
      adminRequest<AdminRsvpMatchResponse>(adminRsvpMatchPath(rsvp.id), {
        method: 'POST',
        body: raising ? { unifiedGuestId, raiseMaximum: true } : { unifiedGuestId },
      }),
    onSuccess: ({ data }) => {
      toast({
        title: t('Answer Matched'),
        description: data.guestName
          ? t('The answer of {name} now counts for {guest}.', { name: rsvp.name, guest: data.guestName })
          : t('The answer of {name} now counts for the guest.', { name: rsvp.name }),
      });
      onClose();
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rsvpsKey }),
        queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.unifiedGuests }),
      ]),
  });

  const onSelectionChange = (keys: Selection) => {
    const [key] = keys === 'all' ? [] : [...keys];
    setChosen(key === undefined ? null : String(key));
  };

  let listNote = '';
  if (guests.isPending) listNote = t('Loading guests...');
  else if (guests.isError)
    listNote = t('Could not load the guests: {reason}', { reason: t.known(guests.error.message) });
  else if (found.length > SHOWN)
    listNote = t('Showing {shown} of {count} guests: search to narrow them.', {
      shown: SHOWN,
      count: found.length,
    });

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('Match to a Guest')}
      isDismissable={!match.isPending}
      width={560}
    >
      <DialogDescription>
        {t(
          '{writer} answered: {answer}. Choose the guest this answer belongs to; the guest list will show it as their answer.',
          { writer: writerOf(rsvp), answer: answerLabel(rsvp, t) },
        )}
      </DialogDescription>
      <SearchField
        label={t('Search guests')}
        placeholder={t('Name, email or invitation code')}
        value={search}
        onChange={setSearch}
      />
      {listNote ? <Note role="status">{listNote}</Note> : null}
      <Options
        aria-label={t('Guests')}
        selectionMode="single"
        selectedKeys={chosen ? [chosen] : []}
        onSelectionChange={onSelectionChange}
        renderEmptyState={() =>
          guests.data ? <Note>{t('No guests found matching your search.')}</Note> : null
        }
      >
        {shown.map((guest) => (
          <Option key={guest.id} id={guest.id} textValue={guest.name}>
            <strong>{guest.name}</strong>
            <small>
              {[guest.email, guest.category, t('up to {count}', { count: guest.maxPeopleAllowed })]
                .filter(Boolean)
                .join(' · ')}
              {tooSmall.includes(guest.id) ? ` · ${t('too few places for this answer')}` : ''}
            </small>
          </Option>
        ))}
      </Options>
      {raising ? (
        <Note role="status">
          {t('{guest} may bring {max}; matching raises the maximum to {count}.', {
            guest: chosenGuest.name,
            max: chosenGuest.maxPeopleAllowed,
            count: rsvp.guestCount,
          })}
        </Note>
      ) : null}
      {match.isError ? (
        <Note $error role="alert">
          {t.known(serverMessageOr(match.error, match.error.message))}
        </Note>
      ) : null}
      <DialogActions>
        <Button onPress={onClose} isDisabled={match.isPending}>
          {t('Cancel')}
        </Button>
        <Button
          variant="primary"
          isDisabled={!chosen || match.isPending}
          onPress={() => chosen && match.mutate(chosen)}
        >
          {match.isPending
            ? t('Matching...')
            : raising
              ? t('Raise to {count} and match', { count: rsvp.guestCount })
              : t('Match')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
