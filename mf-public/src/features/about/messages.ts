import type { Translation } from '../../shared/i18n/define-messages';

// An original poem, written for this site in both languages (not a translation of each other,
// two versions of the same promise).
export const es = {
  'about.pageTitle': 'Nuestra historia',
  'about.kicker': 'Un poema para ustedes',
  'about.title': 'Donde el mar dice nuestros nombres',
  'about.stanza1':
    'Llegaste como llega la marea,\nsin prisa, sin ruido, sin pedir permiso,\ny la orilla de mis días de siempre\naprendió tu nombre de memoria.',
  'about.stanza2':
    'Nos encontramos en lo pequeño:\nen el café compartido antes del mundo,\nen la risa que se escapa a destiempo,\nen un silencio que nunca pesó.',
  'about.stanza3':
    'Hoy el mar de {city} nos espera,\nazul de vidrio, encendido de sal,\ny nosotros, descalzos de miedo,\nle prometemos al viento lo que ya somos.',
  'about.stanza4':
    'Que nuestra casa tenga ventanas abiertas,\nuna mesa larga para quienes amamos\ny un rincón donde el tiempo se detenga\ncada vez que digamos: aquí, contigo.',
  'about.signature': '{bride} & {groom}',
  'about.cta': 'Ver los detalles del evento',
} as const;

export const en: Translation<typeof es> = {
  'about.pageTitle': 'Our story',
  'about.kicker': 'A poem for you',
  'about.title': 'Where the Sea Says Our Names',
  'about.stanza1':
    'You arrived the way the tide arrives,\nunhurried, quiet, asking no one’s leave,\nand the shoreline of my ordinary days\nlearned your name by heart.',
  'about.stanza2':
    'We found each other in the small things:\nthe coffee shared before the world woke up,\nthe laughter slipping out at the wrong moment,\na silence that never once felt heavy.',
  'about.stanza3':
    'Now the sea at {city} is waiting,\nblue as sea glass, bright with salt,\nand we, barefoot and unafraid,\npromise the wind what we already are.',
  'about.stanza4':
    'May our home keep its windows open,\na long table for everyone we love,\nand a corner where time stands still\neach time we say: here, with you.',
  'about.signature': '{bride} & {groom}',
  'about.cta': 'See the event details',
};

export type AboutMessageId = keyof typeof es;
