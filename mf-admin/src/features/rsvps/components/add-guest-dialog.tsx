/**
 * "Add as new guest": someone on neither list answered; the host adds them to the invitation list with the
 * answer's name and e-mail, a group and room for the people the answer brings, and the
 * answer is then matched to the new guest (applied as any matched answer is).
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_QUERY_KEYS,
  type AdminRsvp,
  type AdminRsvpMatchResponse,
  adminRsvpMatchPath,
  type GuestCreateBody,
  guestCreateBodySchema,
} from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { serverMessageOr } from '@wedding/shared-contracts/web';
import { useState } from 'react';
import styled from 'styled-components';
import { createGuest } from '../../../api/guests/guests-api';
import { rsvpsKey } from '../../../api/rsvps/use-rsvps';
import { Button } from '../../../components/button';
import { Dialog, DialogActions, DialogDescription } from '../../../components/dialog';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { colors } from '../../../components/theme';
import { useAdminForm, useBoundField } from '../../../lib/admin-form';
import { adminRequest, isUnauthorized } from '../../../lib/api-client';
import { schemaResolver } from '../../../lib/form-resolver';
import { CATEGORY_OPTIONS } from '../../../lib/guest-labels';
import { useT } from '../../../lib/i18n/use-t';
import { answerLabel, writerOf } from './rsvps-table';

const Form = styled.form`
  display: grid;
  gap: 0.9rem;
`;

const Problem = styled.p`
  margin: 0;
  color: ${colors.danger};
  font-size: 0.875rem;
`;

interface AddGuestValues {
  name: string;
  email: string;
  category: string;
  maxPeopleAllowed: string;
}

export interface AddGuestDialogProps {
  rsvp: AdminRsvp;
  onClose(): void;
}

export function AddGuestDialog({ rsvp, onClose }: AddGuestDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useAdminForm<AddGuestValues, GuestCreateBody>({
    defaultValues: {
      name: rsvp.name,
      email: rsvp.email ?? '',
      category: '',
      // room for everyone the answer brings
      maxPeopleAllowed: String(Math.max(rsvp.guestCount, 1)),
    },
    resolver: schemaResolver(guestCreateBodySchema),
  });
  const name = useBoundField(form, 'name');
  const email = useBoundField(form, 'email');
  const category = useBoundField(form, 'category');
  const maxPeopleAllowed = useBoundField(form, 'maxPeopleAllowed');
  const [problem, setProblem] = useState('');
  const pending = form.formState.isSubmitting;

  const add = async (body: GuestCreateBody) => {
    if (rsvp.attending && body.maxPeopleAllowed < rsvp.guestCount) {
      return form.setError('maxPeopleAllowed', {
        message: t('The answer brings {count} people', { count: rsvp.guestCount }),
      });
    }
    setProblem('');
    let guestId: string | undefined;
    try {
      guestId = (await createGuest(body)).data.id;
      await adminRequest<AdminRsvpMatchResponse>(adminRsvpMatchPath(rsvp.id), {
        method: 'POST',
        body: { unifiedGuestId: guestId },
      });
      toast({
        title: t('Guest Added'),
        description: t('{name} is on the guest list, with the answer they sent.', { name: body.name }),
      });
      onClose();
    } catch (error) {
      if (!isUnauthorized(error)) {
        const reason = t.known(serverMessageOr(error, error instanceof Error ? error.message : ''));
        setProblem(
          guestId
            ? t('The guest was added, but the answer could not be matched to them: {reason}', { reason })
            : t('The guest could not be added: {reason}', { reason }),
        );
      }
    }
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: rsvpsKey }),
      queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.unifiedGuests }),
    ]);
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('Add as New Guest')}
      isDismissable={!pending}
    >
      <DialogDescription>
        {t('{writer} answered: {answer}. They join the invitation list with this answer.', {
          writer: writerOf(rsvp),
          answer: answerLabel(rsvp, t),
        })}
      </DialogDescription>
      <Form onSubmit={form.submitWith(add)} noValidate>
        <TextField label={t('Name')} {...name} isRequired />
        <TextField label={t('Email')} type="email" {...email} />
        <SelectField
          label={t('Group')}
          options={[{ id: '', label: t('Choose a group') }, ...CATEGORY_OPTIONS]}
          {...category}
        />
        <TextField
          label={t('Max People')}
          inputMode="numeric"
          description={t('Guest included')}
          {...maxPeopleAllowed}
        />
        {problem ? <Problem role="alert">{problem}</Problem> : null}
        <DialogActions>
          <Button onPress={onClose} isDisabled={pending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="primary" isDisabled={pending}>
            {pending ? t('Adding...') : t('Add Guest')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
