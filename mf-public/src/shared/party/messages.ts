import type { Translation } from '../i18n/define-messages';

/**
 * "Who's coming": the people of a confirmed invitation, by name, with a meal and dietary needs each (the
 * rules' own messages are shared-contracts' PARTY_MESSAGES, in both languages).
 */
export const es = {
  'party.title': 'Cuéntanos quiénes vienen',
  'party.stepTitle': '¿Quiénes vienen?',
  'party.hint':
    'Es opcional: los nombres y lo que comerá cada persona nos ayudan con las mesas y el menú. Puedes guardar lo que tengas y completarlo más tarde buscando tu número.',
  'party.hintInvitation':
    'Es opcional: los nombres y lo que comerá cada persona nos ayudan con las mesas y el menú. Puedes guardar lo que tengas y completarlo más tarde desde esta invitación.',
  // when the hosts ask for no dish: names and dietary needs only
  'party.hintNoMeals':
    'Es opcional: los nombres de quienes vienen y sus necesidades de alimentación nos ayudan con las mesas y la cena. Puedes guardar lo que tengas y completarlo más tarde buscando tu número.',
  'party.hintInvitationNoMeals':
    'Es opcional: los nombres de quienes vienen y sus necesidades de alimentación nos ayudan con las mesas y la cena. Puedes guardar lo que tengas y completarlo más tarde desde esta invitación.',
  'party.person': 'Persona {number}',
  'party.name': 'Nombre',
  'party.child': 'Es un niño o una niña',
  'party.meal': 'Plato',
  'party.mealNone': 'Elige un plato',
  'party.dietary': 'Necesidades de alimentación',
  'party.note': 'Otra necesidad o alergia (opcional)',
  'party.save': 'Guardar quiénes vienen',
  'party.saving': 'Guardando…',
  'party.saved': 'Guardado.',
  'party.fix': 'Revisa los datos marcados.',
  'party.saveError': 'No pudimos guardarlo. Revisa tu conexión e inténtalo de nuevo.',
  'party.limited': 'Hubo muchos intentos seguidos. Espera unos minutos e inténtalo de nuevo.',
  // the answer is no longer a yes, or is gone: saving again cannot help until it is sent again
  'party.changed':
    'No pudimos guardarlo. Tu respuesta cambió desde que la enviaste: envíala de nuevo y vuelve a decirnos quiénes vienen.',
  'party.edit': 'Completar o cambiar quiénes vienen',
  'party.loading': 'Cargando…',
  'party.dropTitle':
    'Nombraste a más personas. ¿Quiénes {count, plural, one {viene} other {vienen}}? Marca {count, plural, one {# persona} other {hasta # personas}}.',
  'party.dropProblem': 'Marca entre 1 y {count, plural, one {# persona} other {# personas}}.',
  'party.dropLeadChild': 'La primera persona marcada no puede ser un niño: marca también a un adulto.',
} as const;

export const en: Translation<typeof es> = {
  'party.title': 'Tell us who’s coming',
  'party.stepTitle': 'Who’s coming?',
  'party.hint':
    'Optional: names and what each person will eat help us with the tables and the menu. You can save what you have and finish it later by looking up your number.',
  'party.hintInvitation':
    'Optional: names and what each person will eat help us with the tables and the menu. You can save what you have and finish it later from this invitation.',
  'party.hintNoMeals':
    'Optional: the names of who is coming and any dietary needs help us with the tables and the dinner. You can save what you have and finish it later by looking up your number.',
  'party.hintInvitationNoMeals':
    'Optional: the names of who is coming and any dietary needs help us with the tables and the dinner. You can save what you have and finish it later from this invitation.',
  'party.person': 'Person {number}',
  'party.name': 'Name',
  'party.child': 'Child',
  'party.meal': 'Meal',
  'party.mealNone': 'Choose a meal',
  'party.dietary': 'Dietary needs',
  'party.note': 'Other need or allergy (optional)',
  'party.save': 'Save who’s coming',
  'party.saving': 'Saving…',
  'party.saved': 'Saved.',
  'party.fix': 'Check the marked details.',
  'party.saveError': 'We couldn’t save it. Check your connection and try again.',
  'party.limited': 'There were many tries in a row. Wait a few minutes and try again.',
  'party.changed':
    'We couldn’t save it. Your answer changed since you sent it: please send it again, then tell us who is coming.',
  'party.edit': 'Complete or change who’s coming',
  'party.loading': 'Loading…',
  'party.dropTitle':
    'You named more people. Who is coming? Tick {count, plural, one {# person} other {up to # people}}.',
  'party.dropProblem': 'Tick between 1 and {count, plural, one {# person} other {# people}}.',
  'party.dropLeadChild': 'The first person ticked cannot be a child: tick an adult too.',
};

export type PartyMessageId = keyof typeof es;
