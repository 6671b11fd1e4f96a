/**
 * "Add as new guest" (issue 14): someone on neither list answered; the host adds them to the invitation
 * list with the answer's name and e-mail, a group and room for the people the answer brings, and the
 * answer is then matched to the new guest (applied as any matched answer is).
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_QUERY_KEYS,
  type AdminRsvp,
  type AdminRsvpMatchResponse,
  adminRsvpMatchPath,
  guestCreateBodySchema,
} from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { serverMessageOr } from '@wedding/shared-contracts/web';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { createGuest } from '../../../api/guests/guests-api';
import { rsvpsKey } from '../../../api/rsvps/use-rsvps';
import { Button } from '../../../components/button';
import { Dialog, DialogActions, DialogDescription } from '../../../components/dialog';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { colors } from '../../../components/theme';
import { adminRequest, isUnauthorized } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/field-errors';
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

export interface AddGuestDialogProps {
  rsvp: AdminRsvp;
  onClose(): void;
}

export function AddGuestDialog({ rsvp, onClose }: AddGuestDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    name: rsvp.name,
    email: rsvp.email ?? '',
    category: '',
    // room for everyone the answer brings
    maxPeopleAllowed: String(Math.max(rsvp.guestCount, 1)),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [pending, setPending] = useState(false);

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const parsed = guestCreateBodySchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    if (rsvp.attending && parsed.data.maxPeopleAllowed < rsvp.guestCount) {
      return setErrors({
        maxPeopleAllowed: t('The answer brings {count} people', { count: rsvp.guestCount }),
      });
    }
    setPending(true);
    setProblem('');
    let guestId: string | undefined;
    try {
      guestId = (await createGuest(parsed.data)).data.id;
      await adminRequest<AdminRsvpMatchResponse>(adminRsvpMatchPath(rsvp.id), {
        method: 'POST',
        body: { unifiedGuestId: guestId },
      });
      toast({
        title: t('Guest Added'),
        description: t('{name} is on the guest list, with the answer they sent.', { name: parsed.data.name }),
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
    } finally {
      setPending(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rsvpsKey }),
        queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.unifiedGuests }),
      ]);
    }
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
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('Name')}
          value={values.name}
          onChange={set('name')}
          errorMessage={errors.name}
          isRequired
        />
        <TextField
          label={t('Email')}
          type="email"
          value={values.email}
          onChange={set('email')}
          errorMessage={errors.email}
        />
        <SelectField
          label={t('Group')}
          options={[{ id: '', label: t('Choose a group') }, ...CATEGORY_OPTIONS]}
          value={values.category}
          onChange={set('category')}
          errorMessage={errors.category}
        />
        <TextField
          label={t('Max People')}
          inputMode="numeric"
          description={t('Guest included')}
          value={values.maxPeopleAllowed}
          onChange={set('maxPeopleAllowed')}
          errorMessage={errors.maxPeopleAllowed}
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
