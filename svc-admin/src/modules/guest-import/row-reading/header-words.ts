// Headers made of several words, recognised by their words rather than one spelling (header.ts tries the
// spellings of guest-fields.ts first).
import type { GuestField } from './guest-fields';
import { stripAccents } from './header-key';

/**
 * Headers made of several words, recognised by their words rather than one spelling: "Teléfono /
 * Celular / WhatsApp", "Nº de personas", "Número de acompañantes", "Correo electrónico (e-mail)". Words
 * are compared without accents or case; filler words ("de", "y", "Nº", "número"…) do not count.
 */
const FILLER_WORDS = new Set(['de', 'del', 'y', 'o', 'e', 'or', 'and', 'of', 'the', 'la', 'el']);
/** Words saying the column counts something: "Nº personas" (º is dropped: "n"), "No.", "Núm.", "Total". */
const COUNT_WORDS = new Set(['n', 'no', 'nro', 'num', 'numero', 'number', 'cantidad', 'total', 'count']);
const PHONE_WORDS = new Set([
  'telefono',
  'telefonos',
  'tel',
  'telf',
  'tlf',
  'tfno',
  'celular',
  'cel',
  'movil',
  'whatsapp',
  'phone',
  'telephone',
  'mobile',
  'cell',
  'cellphone',
]);
/** Words a phone header may add: "Teléfono de contacto". */
const PHONE_EXTRA_WORDS = new Set(['contacto', 'contact', ...COUNT_WORDS]);
const EMAIL_WORDS = new Set(['correo', 'electronico', 'email', 'mail', 'e', 'direccion', 'address']);
const PEOPLE_WORDS = new Set(['personas', 'people', 'pax', 'invitados', 'guests', 'asistentes', 'attendees']);
const COMPANION_WORDS = new Set(['acompanantes', 'acompanante', 'companions']);

/** A header's words: no accents, lower case, filler words left out ("Nº de mesa": n, mesa). */
export const headerWords = (text: string): string[] =>
  stripAccents(text)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !FILLER_WORDS.has(word));

/** The field a header of several words names, if any. */
export function fieldByWords(text: string): GuestField | undefined {
  const words = headerWords(text);
  if (words.length === 0) return undefined;
  const all = (set: ReadonlySet<string>, list = words) => list.length > 0 && list.every((w) => set.has(w));
  if (all(new Set([...PHONE_WORDS, ...PHONE_EXTRA_WORDS])) && words.some((w) => PHONE_WORDS.has(w)))
    return 'phone';
  if (all(EMAIL_WORDS) && words.some((w) => w === 'correo' || w === 'email' || w === 'mail')) return 'email';
  const counted = words.filter((word) => !COUNT_WORDS.has(word));
  if (counted.length < words.length || counted.length === 1) {
    if (all(PEOPLE_WORDS, counted) && (counted.length < words.length || counted[0] !== 'invitados'))
      return 'people';
    if (all(COMPANION_WORDS, counted)) return 'companions';
  }
  return undefined;
}
