import type { Translation } from '../../shared/i18n/define-messages';

export const es = {
  'info.pageTitle': 'Información',
  'info.kicker': 'Para nuestros invitados',
  'info.title': 'Información útil',
  'info.lead':
    'Todo lo que necesitas para disfrutar el viaje: dónde hospedarte, qué ponerte y nuestra mesa de regalos.',
  'info.jump.label': 'Secciones de la página',
  'info.tabs.label': 'Información para invitados',
  'info.tabs.stay': 'Hospedaje',
  'info.tabs.dress': 'Vestimenta',
  'info.tabs.registry': 'Regalos',
  'info.stay.title': 'Dónde hospedarse',
  'info.stay.lead':
    'Estos hoteles están cerca del lugar de la boda. Al reservar, menciona nuestra boda para recibir la tarifa especial.',
  'info.stay.room': 'Habitación',
  'info.stay.rate': 'Tarifa por noche',
  'info.stay.email': 'Correo de reservas',
  'info.stay.phone': 'Teléfono de reservas',
  'info.stay.book': 'Reservar en línea',
  'info.newTab': '(se abre en una pestaña nueva)',
  'info.stay.airport': 'El {airport} queda a unos {minutes} minutos.',
  'info.dress.title': '{dressCode}',
  'info.dress.subtitle': 'Elegancia relajada junto al mar',
  'info.dress.tagline': 'Piensa en brisa marina, telas ligeras y un toque de brillo.',
  'info.dress.women.title': 'Para ellas',
  'info.dress.women.body':
    'Vestidos largos o midi en telas frescas como gasa, seda o lino; colores claros, pasteles o tonos del mar. Sandalias elegantes o tacón ancho (¡habrá arena!) y un chal ligero para la brisa de la noche.',
  'info.dress.men.title': 'Para ellos',
  'info.dress.men.body':
    'Traje ligero o pantalón de vestir con camisa de lino o guayabera; la corbata es opcional. Tonos arena, beige, azul claro o gris. Mocasines o zapatos de cuero cómodos.',
  'info.dress.note.title': 'Sin demasiada formalidad',
  'info.dress.note.body':
    'No hace falta ir de etiqueta: queremos que vengas con ropa cómoda y fresca, y con ganas de bailar. La temperatura promedio es de {celsiusMin}–{celsiusMax} °C ({fahrenheitMin}–{fahrenheitMax} °F).',
  'info.registry.title': 'Mesa de regalos',
  'info.registry.nothing':
    'Tu presencia es nuestro mejor regalo: no esperamos nada más. Si aun así deseas hacernos un obsequio, aquí tienes algunas opciones.',
  'info.registry.online': 'Ver nuestra mesa de regalos en línea',
  'info.registry.local.title': 'Tiendas locales',
  'info.registry.local.body':
    'Si prefieres comprar en una tienda local, escríbenos y con gusto te contamos dónde tenemos nuestra lista.',
} as const;

export const en: Translation<typeof es> = {
  'info.pageTitle': 'Information',
  'info.kicker': 'For our guests',
  'info.title': 'Good to know',
  'info.lead': 'Everything you need to enjoy the trip: where to stay, what to wear and our gift registry.',
  'info.jump.label': 'Page sections',
  'info.tabs.label': 'Guest information',
  'info.tabs.stay': 'Where to stay',
  'info.tabs.dress': 'Dress code',
  'info.tabs.registry': 'Registry',
  'info.stay.title': 'Where to stay',
  'info.stay.lead':
    'These hotels are close to the venue. Mention our wedding when you book to get the special rate.',
  'info.stay.room': 'Room',
  'info.stay.rate': 'Rate per night',
  'info.stay.email': 'Reservations email',
  'info.stay.phone': 'Reservations phone',
  'info.stay.book': 'Book online',
  'info.newTab': '(opens in a new tab)',
  'info.stay.airport': 'The airport, {airport}, is about {minutes} minutes away.',
  'info.dress.title': '{dressCode}',
  'info.dress.subtitle': 'Relaxed elegance by the sea',
  'info.dress.tagline': 'Think sea breeze, light fabrics and a touch of sparkle.',
  'info.dress.women.title': 'For her',
  'info.dress.women.body':
    'Long or midi dresses in airy fabrics such as chiffon, silk or linen; light colours, pastels or shades of the sea. Dressy sandals or block heels (there will be sand!) and a light wrap for the evening breeze.',
  'info.dress.men.title': 'For him',
  'info.dress.men.body':
    'A light suit, or dress trousers with a linen shirt or guayabera; a tie is optional. Sand, beige, light blue or grey tones. Loafers or comfortable leather shoes.',
  'info.dress.note.title': 'Not too formal',
  'info.dress.note.body':
    'No black tie needed: we want you comfortable, cool and ready to dance. The average temperature is {fahrenheitMin}–{fahrenheitMax} °F ({celsiusMin}–{celsiusMax} °C).',
  'info.registry.title': 'Gift registry',
  'info.registry.nothing':
    'Your presence is the best gift: we expect nothing more. If you would still like to give us something, here are a few options.',
  'info.registry.online': 'See our online registry',
  'info.registry.local.title': 'Local stores',
  'info.registry.local.body':
    'If you would rather shop at a local store, write to us and we will gladly tell you where our list is.',
};

export type InfoMessageId = keyof typeof es;
