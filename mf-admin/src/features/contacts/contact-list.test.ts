import type { Contact } from '@wedding/shared-contracts';
import { recentCount, searchContacts, statusOf, subjectLabel } from './contact-list';

const contact = (overrides: Partial<Contact>): Contact => ({
  id: 'x',
  name: 'Ana Pérez',
  email: 'ana@example.com',
  subject: 'rsvp_question',
  message: 'Hola',
  status: 'new',
  notes: null,
  createdAt: '2025-06-10T12:00:00.000Z',
  updatedAt: '2025-06-10T12:00:00.000Z',
  ...overrides,
});

const contacts = [
  contact({ id: '1', name: 'José Núñez', email: 'jose@example.com', subject: 'gifts' }),
  contact({ id: '2', name: 'María', email: 'maria@correo.do', subject: 'dress_code' }),
  contact({ id: '3', name: 'Pedro', email: 'pedro@example.com', subject: 'Pregunta libre' }),
];

describe('contact list helpers', () => {
  it('names the subjects, keeping free text as it is', () => {
    expect(subjectLabel('menu_dietary')).toBe('Menu and dietary requirements');
    expect(subjectLabel('Pregunta libre')).toBe('Pregunta libre');
  });

  it('shows an empty or unknown status as new', () => {
    expect(statusOf({ status: 'resolved' })).toBe('resolved');
    expect(statusOf({ status: '' as never })).toBe('new');
    expect(statusOf({ status: undefined as never })).toBe('new');
  });

  it('searches name, e-mail and subject (key or label), ignoring case and accents', () => {
    const ids = (query: string) => searchContacts(contacts, query).map((found) => found.id);
    expect(ids('jose')).toEqual(['1']);
    expect(ids('CORREO.DO')).toEqual(['2']);
    expect(ids('dress')).toEqual(['2']);
    expect(ids('Dress code')).toEqual(['2']);
    expect(ids('gift')).toEqual(['1']);
    expect(ids('libre')).toEqual(['3']);
    expect(ids('example')).toEqual(['1', '3']);
    expect(ids(' ')).toEqual(['1', '2', '3']);
    expect(ids('zzz')).toEqual([]);
  });

  it('counts the inquiries of the last 7 days', () => {
    const now = new Date('2025-06-10T12:00:00.000Z');
    const list = [
      contact({ createdAt: '2025-06-10T11:00:00.000Z' }),
      contact({ createdAt: '2025-06-03T12:00:00.000Z' }),
      contact({ createdAt: '2025-06-03T11:59:00.000Z' }),
      contact({ createdAt: '2025-05-01T00:00:00.000Z' }),
    ];
    expect(recentCount(list, now)).toBe(2);
  });
});
