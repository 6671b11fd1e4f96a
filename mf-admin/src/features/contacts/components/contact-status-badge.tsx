// The status badge of spec §4: resolved 'default', in_progress 'secondary', archived 'outline', any
// other (new, empty) 'destructive'. The text always names the status (colour is not the only signal).
import type { Contact, ContactStatus } from '@wedding/shared-contracts';
import styled, { css } from 'styled-components';
import { Badge } from '../../../components/badge';
import { colors } from '../../../components/theme';
import { useT } from '../../../lib/i18n/use-t';
import { STATUS_LABELS, statusOf } from '../contact-list';

export type ContactBadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive';

export function badgeVariantOf(status: ContactStatus): ContactBadgeVariant {
  if (status === 'resolved') return 'default';
  if (status === 'in_progress') return 'secondary';
  if (status === 'archived') return 'outline';
  return 'destructive';
}

const variants: Record<ContactBadgeVariant, ReturnType<typeof css>> = {
  default: css`
    color: #fff;
    background: ${colors.primary};
    border-color: ${colors.primary};
  `,
  secondary: css`
    color: ${colors.text};
    background: ${colors.surfaceDeep};
    border-color: ${colors.surfaceDeep};
  `,
  outline: css`
    color: ${colors.textMuted};
    background: transparent;
    border-color: ${colors.borderStrong};
  `,
  destructive: css`
    color: #fff;
    background: ${colors.danger};
    border-color: ${colors.danger};
  `,
};

const StatusBadge = styled(Badge)<{ $variant: ContactBadgeVariant }>`
  border: 1px solid transparent;
  ${({ $variant }) => variants[$variant]}
`;

export function ContactStatusBadge({ contact }: { contact: Pick<Contact, 'status'> }) {
  const status = statusOf(contact);
  const variant = badgeVariantOf(status);
  const t = useT();
  return (
    <StatusBadge $variant={variant} data-variant={variant}>
      {t(STATUS_LABELS[status])}
    </StatusBadge>
  );
}
