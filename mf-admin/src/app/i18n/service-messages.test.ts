// The services' messages in Spanish: each of the hosts' own guest fields (the registry, GUEST_FIELDS) has
// its message's, made from the field's range.
import { GUEST_FIELDS } from '@wedding/shared-contracts';
import { SERVICE_MESSAGES_ES } from './service-messages';

describe('the guest fields’ messages in Spanish', () => {
  it('has the Spanish of every field’s message', () => {
    expect(GUEST_FIELDS.filter((field) => !SERVICE_MESSAGES_ES[field.message]?.trim())).toEqual([]);
  });

  it('says the table’s range', () => {
    const table = GUEST_FIELDS.find((field) => field.id === 'table')!;
    expect(SERVICE_MESSAGES_ES[table.message]).toBe('La mesa debe ser un número entero del 1 al 200');
  });
});
