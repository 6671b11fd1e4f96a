import { GUEST_FIELDS } from '@wedding/shared-contracts';
import { UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import { Types } from 'mongoose';
import { guestDocument } from '../../guests/guest-docs';
import { invitationUrl } from '../../guests/invitation-code';
import type { GuestRow } from '../row-reading/guest-row';
import { rowGuestFields } from '../writing/import-inserts';
import { changesOf } from './import-changes';
import type { StoredGuest } from './stored-guest';

const ORIGIN = 'https://boda.example';
const TABLE = GUEST_FIELDS.find((field) => field.id === 'table')!;
const NAME = TABLE.names.unified_guests;

const row = (fields?: GuestRow['fields']): GuestRow => ({
  rowNumber: 2,
  name: 'Ana Peña',
  maxPeopleAllowed: 1,
  companions: 0,
  peopleGiven: false,
  invitationCode: 'ANA-1',
  ...(fields ? { fields } : {}),
});

const stored = (table?: number): StoredGuest => ({
  _id: new Types.ObjectId(),
  invitationCode: 'ANA-1',
  name: 'Ana Peña',
  qrCode: invitationUrl(ORIGIN, 'ANA-1'),
  confirmationStatus: 'pendiente',
  ...(table === undefined ? {} : { [NAME]: table }),
});

describe("an import's changes to the registry's fields (the invitation list)", () => {
  it('sets a given value that differs from the stored one', () => {
    expect(changesOf(row({ table: 4 }), stored(), ORIGIN)?.$set).toEqual({ [NAME]: 4 });
    expect(changesOf(row({ table: 4 }), stored(9), ORIGIN)?.$set).toEqual({ [NAME]: 4 });
  });

  it('changes nothing when the value is the stored one, or the cell is blank (the stored value is kept)', () => {
    expect(changesOf(row({ table: 4 }), stored(4), ORIGIN)).toBeNull();
    expect(changesOf(row(), stored(4), ORIGIN)).toBeNull();
  });

  it('a new guest (an import’s addition, a bulk replace) is written with the value, by its stored name', () => {
    const now = new Date('2026-03-01T00:00:00.000Z');
    const doc = guestDocument(rowGuestFields(row({ table: 7 }), 'ANA-1'), ORIGIN, now);
    expect(doc).toMatchObject({ name: 'Ana Peña', invitationCode: 'ANA-1', [NAME]: 7 });
    expect(doc).not.toHaveProperty('fields');
    expect(guestDocument(rowGuestFields(row(), 'ANA-1'), ORIGIN, now)).not.toHaveProperty(NAME);
    // the model knows the path the document is written under
    expect(UnifiedGuestModel.schema.path(NAME)).toBeDefined();
  });
});
