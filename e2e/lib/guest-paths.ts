// The guests of the guest-path smoke tests (e2e/smoke/guest-paths.smoke.test.ts), each engine's own, and
// the public routes they visit with what each shows in Spanish.
import type { Connection } from 'mongoose';
import { aGuest, aPhoneGuest } from '../../scripts/testing/builders';
import { ENGINES, type Engine } from './engines';
import { modelsOf } from './stack-database';

const COUPLE = 'Sofía & Mateo';

const NAMES: Record<Engine, string[]> = {
  firefox: [
    'Lucía Fernández',
    'Jorge Castillo',
    'Elena Vargas',
    'Familia Núñez',
    'Teresa Molina',
    'Pilar Ortiz',
  ],
  webkit: ['Diego Santos', 'Paula Reyes', 'Marcos Peña', 'Familia Rosario', 'Irene Cabrera', 'Nuria Gil'],
};

/** Each engine's own guests: one per test that answers, so no test sees another's answer. */
export function guestsOf(engine: Engine) {
  const [finder, decliner, invited, visitor, writer, abroad] = NAMES[engine] as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  // a Spanish mobile (9 digits from 6): with the Dominican Republic selected, Spain or Chile could own it
  const spanish = `61234${5600 + ENGINES.indexOf(engine)}`;
  const number = (i: number) => {
    const last = 2000 + 10 * ENGINES.indexOf(engine) + i;
    return { phone: `+1809555${last}`, typed: `809 555 ${last}` };
  };
  const code = (what: string) => `SMOKE-${what}-${engine.toUpperCase()}`;
  return {
    /** On the invitation list with a WhatsApp number: found by Enter. */
    finder: { name: finder, ...number(1) },
    /** A phone guest: declines, then confirms. */
    decliner: { name: decliner, ...number(2) },
    /** On the invitation list, answered "cannot attend": switches to attending. */
    invited: { name: invited, code: code('ANSWER') },
    /** On the invitation list, not answered: the route visit opens the invitation. */
    visitor: { name: visitor, code: code('VISIT') },
    /** On no list: answers with the e-mail form. */
    writer: { name: writer, email: `${engine}.smoke@example.com` },
    /** A relative in Spain, typing the number as at home: asked which country, then found. */
    abroad: {
      name: abroad,
      phone: `+34${spanish}`,
      typed: `${spanish.slice(0, 3)} ${spanish.slice(3, 5)} ${spanish.slice(5, 7)} ${spanish.slice(7)}`,
    },
  };
}

/** Each public route: the path visited, the tab title and the heading in Spanish. */
export function routesFor(engine: Engine) {
  const { visitor } = guestsOf(engine);
  const page = (title: string) => `${title} · ${COUPLE}`;
  return [
    { route: '', path: '/', title: `${COUPLE} · Nuestra boda`, heading: 'Sofía y Mateo', mark: '#hero' },
    {
      route: 'about',
      path: '/about',
      title: page('Nuestra historia'),
      heading: 'Donde el mar dice nuestros nombres',
    },
    { route: 'event', path: '/event', title: page('El evento'), heading: 'El gran día' },
    { route: 'info', path: '/info', title: page('Información'), heading: 'Información útil' },
    { route: 'contact', path: '/contact', title: page('Contacto'), heading: 'Contacto' },
    {
      route: 'rsvp',
      path: '/rsvp',
      title: page('Confirmar asistencia'),
      heading: 'Confirma tu asistencia',
      mark: '[data-testid="rsvp-page"]',
    },
    {
      route: 'rsvp/email',
      path: '/rsvp/email',
      title: page('Confirmación por correo'),
      heading: 'Confirma por correo',
    },
    {
      route: 'phone-rsvp',
      path: '/phone-rsvp',
      title: page('Confirmar asistencia'),
      heading: 'Confirma tu asistencia',
      mark: '[data-testid="phone-rsvp-page"]',
    },
    {
      route: 'invitation/:code',
      path: `/invitation/${visitor.code}`,
      title: page('Tu invitación'),
      heading: `Hola, ${visitor.name}`,
    },
    // the spec's title stays English in both languages (spec §2); the line under it is Spanish
    {
      route: '*',
      path: '/no-existe',
      title: page('Página no encontrada'),
      heading: '404 Page Not Found',
      mark: '[data-testid="not-found"]',
      text: 'La página que buscas no existe o cambió de lugar.',
    },
  ];
}

/** Every engine's guests, stored straight into the stack's database. */
export async function seedGuestPaths(db: Connection): Promise<void> {
  const { Invitado, UnifiedGuest } = modelsOf(db);
  for (const engine of ENGINES) {
    const { finder, decliner, invited, visitor, abroad } = guestsOf(engine);
    await Invitado.create([
      aPhoneGuest({
        nombreCompleto: decliner.name,
        telefonoWhatsapp: decliner.phone,
        maxPersonasPermitidas: 3,
      }),
      aPhoneGuest({ nombreCompleto: abroad.name, telefonoWhatsapp: abroad.phone, maxPersonasPermitidas: 2 }),
    ]);
    await UnifiedGuest.create([
      aGuest({ name: finder.name, phone: finder.phone, maxPeopleAllowed: 2 }),
      aGuest({
        name: invited.name,
        invitationCode: invited.code,
        maxPeopleAllowed: 4,
        invitationStatus: 'responded',
        saveTheDateResponse: 'no',
        confirmationStatus: 'rechazado',
        confirmedPeople: 0,
        confirmationDate: new Date(),
      }),
      aGuest({
        name: visitor.name,
        invitationCode: visitor.code,
        maxPeopleAllowed: 2,
        invitationStatus: 'sent',
      }),
    ]);
  }
}
