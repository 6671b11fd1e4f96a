// The services' refusal of a party for a guest whose answer is not a yes, one text per route (Spanish on
// the phone API, English on the others, as their other messages). Apart from the schemas, with no zod: the
// guests' pages tell this refusal from a busy record by its text, and they read it from their first load.
export const PARTY_NOT_CONFIRMED = {
  phone: 'Confirma tu asistencia antes de decirnos quiénes vienen',
  invitation: 'Tell us you are coming before telling us who is coming',
  rsvp: 'Tell us you are coming before telling us who is coming',
} as const;
