// What an imported row of a phone guest makes of the list: a new guest's document, or the changes to a
// stored guest (and why they cannot be written), each message naming the row.

import { sameParty } from '../guest-import/planning/import-party';
import type { GuestRow } from '../guest-import/row-reading/guest-row';
import { hostFieldsIn } from '../guest-import/row-reading/host-fields';
import { STATUS_LABELS } from '../guests/export';
import type { StoredPhoneGuest } from './stored-phone-guest';

/** How messages name a row: "Row 7: "Ana Peña"". */
export const label = (row: GuestRow) => `Row ${row.rowNumber}: "${row.name}"`;

/** A stored answer as a warning shows it. */
export const answerOf = (status: string, people: number | null | undefined) =>
  `${STATUS_LABELS[status] ?? status}${status === 'confirmado' && typeof people === 'number' ? `, ${people} ${people === 1 ? 'person' : 'people'}` : ''}`;

/** The document of a phone guest the import adds, or the reason it cannot. */
export function newPhoneGuest(
  row: GuestRow & { phone: string },
  now: Date,
): Record<string, unknown> | string {
  if (!row.category) return `${label(row)} is new and has no category; a phone guest needs one of the six`;
  const status = row.confirmationStatus ?? 'pendiente';
  const people = status === 'confirmado' ? (row.confirmedPeople ?? null) : null;
  if (people !== null && people > row.maxPeopleAllowed) {
    return `${label(row)} has ${people} confirmed people, more than their maximum of ${row.maxPeopleAllowed}`;
  }
  return {
    nombreCompleto: row.name,
    telefonoWhatsapp: row.phone,
    categoria: row.category,
    maxPersonasPermitidas: row.maxPeopleAllowed,
    acompanantesAsignados: row.companions,
    estadoConfirmacion: status,
    personasConfirmadas: people,
    fechaConfirmacion: status === 'pendiente' ? null : (row.confirmationDate ?? now),
    ...(row.notes ? { notas: row.notes } : {}),
    ...(row.language ? { language: row.language } : {}),
    ...hostFieldsIn('invitados', row.fields),
    // the people its people sheet names, checked within the row's answer (spreadsheet-import.ts)
    ...(row.party ? { party: row.party } : {}),
    createdAt: row.createdAt ?? now,
    updatedAt: now,
  };
}

/** What a row changes of a stored guest (a blank cell keeps the stored value). */
export function changesOf(row: GuestRow, stored: StoredPhoneGuest): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (row.name !== stored.nombreCompleto) changes.nombreCompleto = row.name;
  if (row.category && row.category !== stored.categoria) changes.categoria = row.category;
  if (row.peopleGiven && row.maxPeopleAllowed !== stored.maxPersonasPermitidas) {
    changes.maxPersonasPermitidas = row.maxPeopleAllowed;
  }
  if (row.companionsGiven && row.companions !== stored.acompanantesAsignados) {
    changes.acompanantesAsignados = row.companions;
  }
  if (row.notes && row.notes !== (stored.notas ?? '')) changes.notas = row.notes;
  if (row.language && row.language !== stored.language) changes.language = row.language;
  // the people its people sheet names, checked within the stored answer (a row without any keeps the party)
  if (row.party && !sameParty(row.party, stored.party)) changes.party = row.party;
  // the hosts' own fields the row gives (a blank cell keeps the stored value)
  const own = stored as unknown as Readonly<Record<string, unknown>>;
  for (const [name, value] of Object.entries(hostFieldsIn('invitados', row.fields))) {
    if (value !== own[name]) changes[name] = value;
  }
  return changes;
}

/** Why `changes` cannot be written over `stored` (a maximum below the people it confirmed), if so. */
export function refusal(
  row: GuestRow,
  stored: StoredPhoneGuest,
  changes: Record<string, unknown>,
): string | null {
  const max = changes.maxPersonasPermitidas;
  const confirmed = stored.estadoConfirmacion === 'confirmado' ? (stored.personasConfirmadas ?? 0) : 0;
  if (typeof max === 'number' && max < confirmed) {
    return `${label(row)} has confirmed ${confirmed} people; the maximum cannot go down to ${max}`;
  }
  return null;
}
