/** The contact's message in full, with its status and the hosts' notes to edit (spec §2 "Admin contacts"). */
import { CONTACT_STATUSES, type Contact, type ContactStatus } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { FormStack } from '../../../components/form-layout';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { colors, radii } from '../../../components/theme';
import { isUnauthorized, serverMessageOr } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useUpdateContact } from '../api/use-contacts';
import { STATUS_LABELS, statusOf, subjectLabel } from '../contact-list';

const STATUS_OPTIONS: SelectOption<ContactStatus>[] = CONTACT_STATUSES.map((status) => ({
  id: status,
  label: STATUS_LABELS[status],
}));

const Meta = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0.3rem 1rem;
  margin: 0 0 0.9rem;
  font-size: 0.925rem;
  dt {
    color: ${colors.textMuted};
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${colors.primary};
    font-weight: 600;
  }
`;

const Message = styled.blockquote`
  margin: 0 0 1.1rem;
  padding: 0.85rem 1rem;
  max-height: 14rem;
  overflow: auto;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export interface ContactEditDialogProps {
  contact: Contact;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

export function ContactEditDialog({ contact, isOpen, onOpenChange }: ContactEditDialogProps) {
  const [status, setStatus] = useState<ContactStatus>(() => statusOf(contact));
  const [notes, setNotes] = useState(contact.notes ?? '');
  const update = useUpdateContact();
  const pending = update.isPending;
  const replySubject = encodeURIComponent(`Re: ${subjectLabel(contact.subject)}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    try {
      await update.mutateAsync({ id: contact.id, body: { status, notes } });
      toast({
        title: 'Contact Updated',
        description: `The message from ${contact.name} is marked ${STATUS_LABELS[status]}.`,
      });
      onOpenChange(false);
    } catch (error) {
      if (isUnauthorized(error)) return;
      toast({
        title: 'Failed to update contact',
        description: serverMessageOr(error, error instanceof Error ? error.message : ''),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Edit Contact"
      isDismissable={!pending}
      width={600}
    >
      <Meta aria-label="Message details">
        <dt>From</dt>
        <dd>
          {contact.name} · <a href={`mailto:${contact.email}?subject=${replySubject}`}>{contact.email}</a>
        </dd>
        <dt>Subject</dt>
        <dd>{subjectLabel(contact.subject)}</dd>
        <dt>Received</dt>
        <dd>{formatDateTime(contact.createdAt)}</dd>
      </Meta>
      <Message aria-label="Message">{contact.message}</Message>
      <FormStack noValidate onSubmit={submit} aria-label="Edit contact">
        <SelectField<ContactStatus>
          label="Status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={setStatus}
          isDisabled={pending}
        />
        <TextAreaField
          label="Notes"
          name="notes"
          value={notes}
          onChange={setNotes}
          description="Only the hosts see these notes."
          isDisabled={pending}
        />
        <DialogActions>
          <Button onPress={() => onOpenChange(false)} isDisabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" isDisabled={pending}>
            {pending ? 'Saving...' : 'Save Changes'}
          </Button>
        </DialogActions>
      </FormStack>
    </Dialog>
  );
}
