/**
 * The one guest form (spec §2): 'Add New Guest' to create, 'Edit Guest' to edit. Editing loads the guest
 * fresh by id (a phone confirmation may have arrived since the list was fetched) and adds the statuses and
 * Confirmed People. Checked with the shared schemas before sending (spec §5): guest-form-values.ts.
 */
import type { GuestCreateBody, GuestUpdateBody, UnifiedGuest } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { isAnswered } from '@wedding/shared-contracts/web';
import { useEffect } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import styled from 'styled-components';
import { useCreateGuest, useGuest, useUpdateGuest } from '../../../api/guests/use-guests';
import { savedDescription } from '../../../components/also-on-marker';
import { Button } from '../../../components/button';
import { Dialog, DialogActions, DialogDescription } from '../../../components/dialog';
import { FormStack } from '../../../components/form-layout';
import { colors } from '../../../components/theme';
import { useAdminForm } from '../../../lib/admin-form';
import { isUnauthorized } from '../../../lib/api-client';
import { GuestFieldInputs, showGuestFieldErrors } from '../../../lib/guest-fields';
import { msg, type Translate, useT } from '../../../lib/i18n/use-t';
import { GuestFields, GuestNotesField, GuestStatusFields } from './guest-form-fields';
import {
  codeToSend,
  type GuestBody,
  type GuestFormValues,
  guestFormResolver,
  valuesOf,
} from './guest-form-values';
import { GuestRsvpNotes } from './guest-rsvp-notes';
import { StatusExplanations } from './guest-status-help';

const Loading = styled.p`
  margin: -0.6rem 0 1rem;
  font-size: 0.85rem;
  color: ${colors.textMuted};
`;

export interface GuestFormDialogProps {
  /** The guest to edit (from the list); absent to create one. */
  guest?: UnifiedGuest;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

export function GuestFormDialog({ guest, isOpen, onOpenChange }: GuestFormDialogProps) {
  return guest ? (
    <EditGuest guest={guest} isOpen={isOpen} onOpenChange={onOpenChange} />
  ) : (
    <GuestForm isOpen={isOpen} onOpenChange={onOpenChange} />
  );
}

function EditGuest({
  guest,
  ...props
}: Required<Pick<GuestFormDialogProps, 'guest'>> & Omit<GuestFormDialogProps, 'guest'>) {
  const fresh = useGuest(guest.id);
  return <GuestForm {...props} guest={guest} fresh={fresh.data} loadingFresh={fresh.isPending} />;
}

/** A failed save: a toast with the service's words, and each field its 400 refused marked with them. */
function saveFailed(
  t: Translate,
  setError: UseFormSetError<GuestFormValues>,
  error: unknown,
  fallback: string,
): void {
  if (isUnauthorized(error)) return; // the session shows its own toast and logs out
  showGuestFieldErrors('unified_guests', setError, error);
  const description = isAnswered(error)
    ? t.known(error.serverMessage ?? fallback)
    : t('Failed to create or update guest. Please try again.');
  toast({ title: t('Error'), description, variant: 'destructive' });
}

function GuestForm({
  guest,
  fresh,
  loadingFresh = false,
  isOpen,
  onOpenChange,
}: GuestFormDialogProps & { fresh?: UnifiedGuest; loadingFresh?: boolean }) {
  const t = useT();
  const editing = guest !== undefined;
  const form = useAdminForm<GuestFormValues, GuestBody>({
    defaultValues: valuesOf(guest),
    resolver: guestFormResolver(editing, t, fresh ?? guest),
    // after a refused submit, the first field to fix gets the focus (the dialog may have scrolled past it)
    shouldFocusError: true,
  });
  const { isDirty } = form.formState;
  const { reset } = form;
  const create = useCreateGuest();
  const update = useUpdateGuest();
  const pending = create.isPending || update.isPending;

  // the fresh copy replaces the list's copy, unless the admin already started typing
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new fresh copy replaces the values
  useEffect(() => {
    if (fresh && !isDirty) reset(valuesOf(fresh));
  }, [fresh]);

  const fail = (error: unknown, fallback: string) => saveFailed(t, form.setError, error, fallback);

  const save = async (body: GuestBody) => {
    const code = form.getValues('invitationCode');
    if (editing) {
      try {
        const changes = { ...(body as GuestUpdateBody), ...codeToSend(code, guest.invitationCode) };
        const answer = await update.mutateAsync({ id: guest.id, body: changes });
        toast({
          title: t('Success'),
          description: savedDescription(t, t('Guest updated successfully'), answer.data?.alsoOn),
        });
        onOpenChange(false);
      } catch (error) {
        fail(error, msg('Failed to update guest'));
      }
      return;
    }
    try {
      const answer = await create.mutateAsync({ ...(body as GuestCreateBody), ...codeToSend(code) });
      toast({
        title: t('Success'),
        description: savedDescription(t, t('Guest created successfully'), answer.data?.alsoOn),
      });
      onOpenChange(false);
    } catch (error) {
      fail(error, msg('Failed to create guest'));
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={editing ? t('Edit Guest') : t('Add New Guest')}
      isDismissable={!pending}
      width={640}
    >
      <DialogDescription>
        {editing
          ? t("Change {name}'s invitation.", { name: guest.name })
          : t('Add an invitation to the guest list.')}
      </DialogDescription>
      {editing && loadingFresh ? <Loading role="status">{t('Loading the latest details…')}</Loading> : null}
      <FormStack
        noValidate
        onSubmit={form.submitWith(save)}
        aria-label={editing ? t('Edit guest') : t('Add guest')}
      >
        <GuestFields
          form={form}
          pending={pending}
          editing={editing}
          ownGroup={(fresh ?? guest)?.category ?? ''}
        />
        {editing ? <GuestStatusFields form={form} pending={pending} /> : null}
        {editing ? <StatusExplanations /> : null}
        {/* the fresh copy: an answer may have come since the list was fetched */}
        {editing ? <GuestRsvpNotes guest={fresh ?? guest} /> : null}
        <GuestNotesField form={form} pending={pending} />
        <GuestFieldInputs list="unified_guests" form={form} pending={pending} editing={editing} />
        <DialogActions>
          <Button onPress={() => onOpenChange(false)} isDisabled={pending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="primary" isDisabled={pending}>
            {pending ? t('Saving...') : editing ? t('Save Changes') : t('Add Guest')}
          </Button>
        </DialogActions>
      </FormStack>
    </Dialog>
  );
}
