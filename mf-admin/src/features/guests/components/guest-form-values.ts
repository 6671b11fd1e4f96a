/**
 * The guest form's values (spec §2) and how they are checked with the shared schemas (spec §5): the
 * create body, or the update body with the statuses and Confirmed People; the invitation code is the
 * form's own check and is sent apart.
 */
import {
  type ConfirmationStatus,
  DEFAULT_GUEST_LANGUAGE,
  FIELD_MAX,
  GUEST_CATEGORIES,
  type GuestCreateBody,
  type GuestLanguage,
  type GuestUpdateBody,
  guestCreateBodySchema,
  guestUpdateBodySchema,
  INVITATION_CODE_PATTERN,
  type InvitationStatus,
  type SaveTheDateResponse,
  type UnifiedGuest,
} from '@wedding/shared-contracts';
import { formatPhoneInternational } from '@wedding/shared-contracts/phone';
import type { Resolver } from 'react-hook-form';
import { languageToSend } from '../../../components/language-field';
import {
  confirmedIn,
  type PartyRow,
  partyProblem,
  partyToSend,
  rowsOf,
} from '../../../components/party/party-values';
import { schemaResolver } from '../../../lib/form-resolver';
import { type GuestFieldFormValues, guestFieldBody, guestFieldFormValues } from '../../../lib/guest-fields';
import type { Translate } from '../../../lib/i18n/use-t';

/** The spec's fields, and the hosts' own (lib/guest-fields.tsx). */
export interface GuestFormValues extends GuestFieldFormValues<'unified_guests'> {
  name: string;
  email: string;
  phone: string;
  category: string;
  maxPeopleAllowed: string;
  invitationCode: string;
  notes: string;
  invitationStatus: InvitationStatus;
  saveTheDateResponse: SaveTheDateResponse;
  confirmationStatus: ConfirmationStatus;
  confirmedPeople: string;
  language: GuestLanguage;
  /** Who is coming, by name (editing a guest the form confirms). */
  party: PartyRow[];
}

/** The checked body: a new guest's, or an edited one's. */
export type GuestBody = GuestCreateBody | GuestUpdateBody;

export const valuesOf = (guest?: UnifiedGuest): GuestFormValues => ({
  name: guest?.name ?? '',
  email: guest?.email ?? '',
  // as the lists show it ('+1 809 555 1234'); the service normalises what is sent back to E.164
  phone: formatPhoneInternational(guest?.phone),
  category: guest?.category ?? '',
  maxPeopleAllowed: guest ? String(guest.maxPeopleAllowed) : '',
  invitationCode: guest?.invitationCode ?? '',
  notes: guest?.notes ?? '',
  invitationStatus: guest?.invitationStatus ?? 'pending',
  saveTheDateResponse: guest?.saveTheDateResponse ?? 'pending',
  confirmationStatus: guest?.confirmationStatus ?? 'pendiente',
  confirmedPeople: guest?.confirmedPeople == null ? '' : String(guest.confirmedPeople),
  language: guest?.language ?? DEFAULT_GUEST_LANGUAGE,
  party: rowsOf(guest?.party),
  ...guestFieldFormValues('unified_guests', guest),
});

function codeError(code: string, t: Translate): string | undefined {
  const trimmed = code.trim();
  if (trimmed === '') return undefined;
  return trimmed.length > FIELD_MAX.invitationCode || !INVITATION_CODE_PATTERN.test(trimmed)
    ? t('Invitation code may only hold letters, digits, - and _ (at most {max})', {
        max: FIELD_MAX.invitationCode,
      })
    : undefined;
}

/** What both bodies hold, the hosts' own fields as guestFieldBody sends them (`current`: when editing). */
const common = (values: GuestFormValues, current?: UnifiedGuest) => ({
  name: values.name,
  email: values.email,
  phone: values.phone,
  category: values.category,
  maxPeopleAllowed: values.maxPeopleAllowed,
  notes: values.notes,
  ...languageToSend(values.language, current?.language as GuestLanguage | undefined),
  ...guestFieldBody('unified_guests', values, current),
});

/** Whether the form leaves the guest's group as loaded, and that group is none of the six. */
const keepsOwnGroup = (values: GuestFormValues, current?: UnifiedGuest) =>
  values.category === (current?.category ?? '') &&
  !(GUEST_CATEGORIES as readonly string[]).includes(values.category);

/** The people the form confirms. */
const confirmedOf = (values: GuestFormValues) =>
  confirmedIn(values.confirmationStatus, values.confirmedPeople);

/**
 * The form's resolver: the create or the update schema, and the invitation code's own check. `current`,
 * when editing, is the guest as the form loaded it: a field left blank clears only what it has.
 */
export function guestFormResolver(
  editing: boolean,
  t: Translate,
  current?: UnifiedGuest,
): Resolver<GuestFormValues, unknown, GuestBody> {
  const code = (values: GuestFormValues) => ({ invitationCode: codeError(values.invitationCode, t) });
  if (!editing) {
    const input = (values: GuestFormValues) => common(values);
    return schemaResolver<GuestFormValues, GuestBody>(guestCreateBodySchema, input, code);
  }
  return schemaResolver<GuestFormValues, GuestBody>(
    guestUpdateBodySchema,
    (values) => ({
      ...common(values, current),
      // a group outside the six that the guest keeps (none, or one an import kept as written) is not sent:
      // it stays as it is (the update takes only the six), and the rest of the guest can still be edited
      category: keepsOwnGroup(values, current) ? undefined : values.category,
      invitationStatus: values.invitationStatus,
      saveTheDateResponse: values.saveTheDateResponse,
      confirmationStatus: values.confirmationStatus,
      confirmedPeople: values.confirmedPeople,
      party: partyToSend(values.party, current?.party, confirmedOf(values)),
    }),
    (values) => ({ ...code(values), party: partyProblem(values.party, confirmedOf(values)) }),
  );
}

/** The invitation code to send with the body: trimmed, and only when given and not the one it has. */
export function codeToSend(code: string, current?: string): { invitationCode?: string } {
  const trimmed = code.trim();
  return trimmed && trimmed !== current ? { invitationCode: trimmed } : {};
}
