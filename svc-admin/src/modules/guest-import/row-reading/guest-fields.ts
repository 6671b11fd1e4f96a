// The guest fields an import reads, and the header spellings that name each (compared after headerKey:
// lower case, no accents, letters and digits only). docs/spreadsheets.md documents the same columns.
// The hosts' own fields (shared-contracts' guest-fields.ts) are read by their id, their headers and aliases
// coming from that registry (host-fields.ts): none is written out here.
import type { GuestFieldId } from '@wedding/shared-contracts';

/** Every column an import reads: the spec's fields and the registry's (whose ids are none of these). */
export type GuestField = SpecField | GuestFieldId;

/** The fields written out here, each with its own reading. */
export type SpecField =
  | 'name'
  /** Surnames in a column of their own, joined to the name ("Ana" + "Peña Ruiz"). */
  | 'surname'
  /** A second surname column ("Segundo apellido"), joined after the first. */
  | 'surname2'
  | 'category'
  | 'companions'
  | 'people'
  | 'invitationCode'
  | 'email'
  | 'phone'
  | 'notes'
  | 'confirmationStatus'
  | 'confirmedPeople'
  // the fields of the .xlsx backup, so that restoring it loses nothing: what the spec's nine columns
  // do not hold
  | 'invitationStatus'
  | 'saveTheDateResponse'
  | 'confirmationDate'
  /** The exact creation time ("Created At", ISO 8601). */
  | 'createdAt'
  /** The spec's "Created Date" (a date only): the creation time when there is no Created At. */
  | 'createdDate'
  | 'adminModified'
  /** The guest's RSVP's dietary note and message (the .xlsx export's two columns after the nine). */
  | 'dietaryRestrictions'
  | 'message'
  /** The language of the guest's WhatsApp reminders: es or en. */
  | 'language'
  | 'ignored';

/** Header spellings of each field. */
export const HEADER_ALIASES: Record<SpecField, readonly string[]> = {
  name: [
    'nombre',
    'name',
    'nombrecompleto',
    'nombreyapellidos',
    'nombreyapellido',
    'nombresyapellidos',
    'nombreapellidos',
    'nombres',
    'nombreinvitado',
    'nombredelinvitado',
    'fullname',
    'firstname',
    'guestname',
    'invitado',
  ],
  surname: ['apellidos', 'apellido', 'primerapellido', 'lastname', 'surname', 'surnames', 'familyname'],
  surname2: ['segundoapellido'],
  category: [
    'tipoinvitado',
    'tipodeinvitado',
    'tipo',
    'category',
    'categoria',
    'guestgroup',
    'group',
    'grupo',
  ],
  companions: ['acompanantes', 'acompanante', 'companions', 'acompanantesasignados'],
  people: [
    'expectedattendees',
    'maxpeopleallowed',
    'maxpeople',
    'maxpersonas',
    'maxpersonaspermitidas',
    'personas',
    'people',
    'pax',
    'attendees',
    'partysize',
  ],
  invitationCode: [
    'codigounico',
    'codigo',
    'invitationcode',
    'code',
    'codigoinvitacion',
    'codigodeinvitacion',
  ],
  email: ['email', 'correo', 'correoelectronico', 'emailaddress', 'mail'],
  phone: ['telefono', 'phone', 'telefonowhatsapp', 'whatsapp', 'phonenumber', 'celular', 'movil'],
  notes: ['notas', 'notes', 'nota', 'comentarios', 'comentario', 'observaciones', 'comments'],
  confirmationStatus: ['confirmationstatus', 'estado', 'estadoconfirmacion', 'status'],
  confirmedPeople: ['confirmedpeople', 'personasconfirmadas'],
  invitationStatus: ['invitationstatus', 'estadoinvitacion', 'estadodelainvitacion'],
  saveTheDateResponse: ['savethedateresponse', 'savethedate', 'respuestasavethedate'],
  confirmationDate: ['confirmationdate', 'fechaconfirmacion', 'fechadeconfirmacion'],
  createdAt: ['createdat'],
  createdDate: ['createddate', 'fechacreacion', 'fechadecreacion'],
  adminModified: ['adminedits', 'adminmodified', 'edicionesadmin'],
  // our export's headers only: a list's own "Mensaje" column is not taken for a guest's RSVP
  dietaryRestrictions: ['dietaryrestrictions'],
  message: ['message'],
  language: ['idioma', 'language', 'lengua', 'lang', 'idiomarecordatorio', 'reminderlanguage'],
  // columns an import recognises and does not use (none today)
  ignored: [],
};
