import { Types } from 'mongoose';
import { RsvpModel } from './models/rsvp';
import { UserModel } from './models/user';
import { toApi, toApiList } from './to-api';

describe('toApi', () => {
  it('maps _id to id, drops __v and the password, serialises dates', () => {
    const user = new UserModel({ username: 'admin', password: 'hash' });
    const api = toApi(user);
    expect(api.id).toBe(user._id.toHexString());
    expect(api).not.toHaveProperty('_id');
    expect(api).not.toHaveProperty('__v');
    expect(api).not.toHaveProperty('password');
    expect(api.adminRole).toBe('moderator');
    expect(JSON.stringify(api)).not.toContain('hash');
  });

  it('works on lean objects, nested ObjectIds and arrays', () => {
    const id = new Types.ObjectId();
    const guestId = new Types.ObjectId();
    const createdAt = new Date('2025-01-02T03:04:05.000Z');
    const lean = { _id: id, __v: 3, password: 'x', guestId, createdAt, tags: [guestId] };
    expect(toApi(lean)).toEqual({
      id: id.toHexString(),
      guestId: guestId.toHexString(),
      createdAt: '2025-01-02T03:04:05.000Z',
      tags: [guestId.toHexString()],
    });
    expect(toApiList([lean, lean])).toHaveLength(2);
  });

  it("never outputs a phone answer's status change record (internal bookkeeping)", () => {
    const id = new Types.ObjectId();
    const guest = {
      _id: id,
      name: 'Ana',
      lastStatusChange: { _id: new Types.ObjectId(), newStatus: 'confirmado' },
    };
    expect(toApi(guest)).toEqual({ id: id.toHexString(), name: 'Ana' });
  });

  it('makes res.json(doc) safe too (schema toJSON transform)', () => {
    const user = new UserModel({ username: 'admin', password: 'hash' });
    const json = JSON.parse(JSON.stringify(user));
    expect(json.id).toBe(user._id.toHexString());
    expect(json).not.toHaveProperty('_id');
    expect(json).not.toHaveProperty('password');
    expect(json).not.toHaveProperty('__v');
  });

  it('converts ObjectId references of an RSVP', () => {
    const unifiedGuestId = new Types.ObjectId();
    const rsvp = new RsvpModel({
      name: 'Ana',
      email: 'a@b.co',
      attending: true,
      guestCount: 1,
      unifiedGuestId,
    });
    expect(toApi(rsvp).unifiedGuestId).toBe(unifiedGuestId.toHexString());
  });
});
