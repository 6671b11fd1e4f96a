/** The contact's message in full, with its status and the hosts' notes to edit (spec §2 "Admin contacts"). */
import { CONTACT_STATUSES, type Contact, type ContactStatus } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { serverMessageOr } from '@wedding/shared-contracts/web';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { FormStack } from '../../../components/form-layout';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { colors, radii } from '../../../components/theme';
import { useAdminForm, useBoundField } from '../../../lib/admin-form';
import { isUnauthorized } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-t';
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

interface ContactEditValues {
  status: ContactStatus;
  notes: string;
}

export interface ContactEditDialogProps {
  contact: Contact;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

export function ContactEditDialog({ contact, isOpen, onOpenChange }: ContactEditDialogProps) {
  const t = useT();
  const form = useAdminForm<ContactEditValues>({
    defaultValues: { status: statusOf(contact), notes: contact.notes ?? '' },
  });
  const status = useBoundField(form, 'status');
  const notes = useBoundField(form, 'notes');
  const update = useUpdateContact();
  const pending = update.isPending;
  const replySubject = encodeURIComponent(`Re: ${t.known(subjectLabel(contact.subject))}`);

  const save = async (body: ContactEditValues) => {
    try {
      await update.mutateAsync({ id: contact.id, body });
      toast({
        title: t('Contact Updated'),
        description: t('The message from {name} is marked {status}.', {
          name: contact.name,
          status: t(STATUS_LABELS[body.status]),
        }),
      });
      onOpenChange(false);
    } catch (error) {
      if (isUnauthorized(error)) return;
      toast({
        title: t('Failed to update contact'),
        description: t.known(serverMessageOr(error, error instanceof Error ? error.message : '')),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('Edit Contact')}
      isDismissable={!pending}
      width={600}
    >
      <Meta aria-label={t('Message details')}>
        <dt>{t('From')}</dt>
        <dd>
          {contact.name} · <a href={`mailto:${contact.email}?subject=${replySubject}`}>{contact.email}</a>
        </dd>
        <dt>{t('Subject')}</dt>
        <dd>{t.known(subjectLabel(contact.subject))}</dd>
        <dt>{t('Received')}</dt>
        <dd>{formatDateTime(contact.createdAt)}</dd>
      </Meta>
      <Message aria-label={t('Message')}>{contact.message}</Message>
      <FormStack noValidate onSubmit={form.submitWith(save)} aria-label={t('Edit contact')}>
        <SelectField<ContactStatus>
          label={t('Status')}
          options={STATUS_OPTIONS}
          {...status}
          isDisabled={pending}
        />
        <TextAreaField
          label={t('Notes')}
          name="notes"
          {...notes}
          description={t('Only the hosts see these notes.')}
          isDisabled={pending}
        />
        <DialogActions>
          <Button onPress={() => onOpenChange(false)} isDisabled={pending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="primary" isDisabled={pending}>
            {pending ? t('Saving...') : t('Save Changes')}
          </Button>
        </DialogActions>
      </FormStack>
    </Dialog>
  );
}
