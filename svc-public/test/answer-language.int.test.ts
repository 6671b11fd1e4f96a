// A guest's reminders in the language they answered in: the phone answers and party, the invitation page's
// answer and party, and the e-mail RSVP send the site's language (`language`, optional), and a guest with
// no reminder language yet is given it, on both records of a person on both lists; a language already there
// (a host's choice or an earlier answer's) is never changed by an answer. The spec's bodies, without it,
// store none.
import { PHONE_MESSAGES } from '@wedding/shared-contracts';
import {
  GuestStatusChangeModel,
  InvitadoModel,
  LegacyGuestModel,
  RsvpModel,
  UnifiedGuestModel,
} from '@wedding/shared-contracts/domain';
import request from 'supertest';
import { aPhoneGuest, insertGuest, testPhone } from '../../scripts/testing/builders';
import { silentLogger, useTestDatabase } from '../../scripts/testing/database';
import { PUBLIC_TEST_WINDOWS } from '../../scripts/testing/rate-limit-windows';
import { createApp } from '../src/app';

useTestDatabase();

const server = createApp({
  config: {
    TRUST_PROXY: 'loopback',
    PUBLIC_ORIGIN: ['http://localhost:3000'],
    ...PUBLIC_TEST_WINDOWS,
    RSVP_RATE_LIMIT_MAX: 10_000,
    INVITATION_RATE_LIMIT_MAX: 10_000,
    PHONE_RATE_LIMIT_IP_MAX: 10_000,
    PHONE_RATE_LIMIT_NUMBER_MAX: 10_000,
  },
  logger: silentLogger(),
});

const CODE = 'NORA-26';
const LANGUAGE_MESSAGE_ES = PHONE_MESSAGES.languageInvalid;
const LANGUAGE_MESSAGE_EN = 'Language must be es (Español) or en (English)';
const lead = (name: string) => [{ name, meal: 'fish' }];

const send = (method: 'post' | 'put', path: string, body: unknown) =>
  request(server)[method](path).set('content-type', 'application/json').send(JSON.stringify(body));
const confirm = (body: object) => send('post', '/api/phone/confirm', body);
const decline = (body: object) => send('post', '/api/phone/decline', body);
const phoneParty = (body: object) => send('put', '/api/phone/party', body);
const answer = (body: object) => send('put', `/api/invitations/${CODE}/save-the-date`, body);
const invitationParty = (body: object) => send('put', `/api/invitations/${CODE}/party`, body);

/** The stored `language` of a record: undefined when it has none. */
const phoneLanguage = async (telefono: string) =>
  (await InvitadoModel.findOne({ telefonoWhatsapp: telefono }).lean())?.language;
const guestLanguage = async (code = CODE) =>
  (await UnifiedGuestModel.findOne({ invitationCode: code }).lean())?.language;
/** A pending phone guest of `telefono` who may bring 3. */
const insertPhone = (telefono: string, extra: object = {}) =>
  InvitadoModel.create(aPhoneGuest({ telefonoWhatsapp: telefono, maxPersonasPermitidas: 3, ...extra }));
const hasLanguageField = async (telefono: string) =>
  (await InvitadoModel.collection.findOne({ telefonoWhatsapp: telefono }))?.language !== undefined;

beforeEach(async () => {
  await Promise.all([
    RsvpModel.deleteMany({}),
    UnifiedGuestModel.deleteMany({}),
    InvitadoModel.deleteMany({}),
    LegacyGuestModel.deleteMany({}),
    GuestStatusChangeModel.deleteMany({}),
  ]);
});

describe('a phone answer', () => {
  it.each([
    ['confirm', (telefono: string) => confirm({ telefono, confirmedPeople: 2, language: 'en' })],
    ['decline', (telefono: string) => decline({ telefono, language: 'en' })],
  ])('%s in English gives a guest with no language English', async (_kind, call) => {
    const telefono = testPhone();
    await insertPhone(telefono);
    expect((await call(telefono)).status).toBe(200);
    expect(await phoneLanguage(telefono)).toBe('en');
  });

  it('keeps the language a host chose', async () => {
    const telefono = testPhone();
    await insertPhone(telefono, { language: 'es' });
    await confirm({ telefono, confirmedPeople: 1, language: 'en' }).expect(200);
    expect(await phoneLanguage(telefono)).toBe('es');
  });

  it('is not changed by a later answer in the other language', async () => {
    const telefono = testPhone();
    await insertPhone(telefono);
    await confirm({ telefono, confirmedPeople: 2, language: 'en' }).expect(200);
    await decline({ telefono, language: 'es' }).expect(200);
    await confirm({ telefono, confirmedPeople: 1, language: 'es' }).expect(200);
    expect(await phoneLanguage(telefono)).toBe('en');
  });

  it('a party saved in English gives a guest with no language English', async () => {
    const telefono = testPhone();
    await insertPhone(telefono, { nombreCompleto: 'Nora Gil' });
    await confirm({ telefono, confirmedPeople: 1 }).expect(200);
    expect(await hasLanguageField(telefono)).toBe(false);
    await phoneParty({ telefono, party: lead('Nora Gil'), language: 'en' }).expect(200);
    expect(await phoneLanguage(telefono)).toBe('en');
  });

  it("the spec's bodies, without a language, still answer and store none", async () => {
    const telefono = testPhone();
    await insertPhone(telefono);
    const confirmed = await confirm({ telefono, confirmedPeople: 2 }).expect(200);
    expect(confirmed.body.data).toMatchObject({ estadoConfirmacion: 'confirmado', personasConfirmadas: 2 });
    await decline({ telefono }).expect(200);
    expect(await hasLanguageField(telefono)).toBe(false);
  });

  it.each([
    ['fr', 'fr'],
    ['an object', { $exists: false }],
    ['NUL', 'e\u0000n'],
    ['null', null],
    ['blank', ''],
  ])('refuses a language that is %s (400, in Spanish), and writes nothing', async (_kind, language) => {
    const telefono = testPhone();
    await insertPhone(telefono);
    for (const res of [
      await confirm({ telefono, confirmedPeople: 1, language }),
      await decline({ telefono, language }),
      await phoneParty({ telefono, party: lead('Nora'), language }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(LANGUAGE_MESSAGE_ES);
    }
    expect(await InvitadoModel.findOne({ telefonoWhatsapp: telefono }).lean()).toMatchObject({
      estadoConfirmacion: 'pendiente',
    });
    expect(await hasLanguageField(telefono)).toBe(false);
  });
});

describe('the invitation page', () => {
  beforeEach(async () => {
    await insertGuest({ name: 'Nora Gil', invitationCode: CODE, maxPeopleAllowed: 3, expectedAttendees: 3 });
  });

  it.each([
    ['yes', { response: 'yes', guestCount: 2 }],
    ['no', { response: 'no' }],
  ])('an answer (%s) in English gives a guest with no language English', async (_kind, body) => {
    await answer({ ...body, language: 'en' }).expect(200);
    expect(await guestLanguage()).toBe('en');
  });

  it('a party saved in English gives a guest with no language English', async () => {
    await answer({ response: 'yes', guestCount: 1 }).expect(200);
    expect(await guestLanguage()).toBeUndefined();
    await invitationParty({ party: lead('Nora Gil'), language: 'en' }).expect(200);
    expect(await guestLanguage()).toBe('en');
  });

  it('keeps the language a host chose, and a first answer’s against a later one', async () => {
    await UnifiedGuestModel.updateOne({ invitationCode: CODE }, { $set: { language: 'en' } });
    await answer({ response: 'yes', guestCount: 1, language: 'es' }).expect(200);
    await invitationParty({ party: lead('Nora Gil'), language: 'es' }).expect(200);
    expect(await guestLanguage()).toBe('en');
  });

  it('is not changed by a later answer in the other language', async () => {
    await answer({ response: 'no', language: 'es' }).expect(200);
    await answer({ response: 'yes', guestCount: 1, language: 'en' }).expect(200);
    expect(await guestLanguage()).toBe('es');
  });

  it('without a language the answer and the party still work and store none', async () => {
    await answer({ response: 'yes', guestCount: 1 }).expect(200);
    await invitationParty({ party: lead('Nora Gil') }).expect(200);
    const stored = await UnifiedGuestModel.collection.findOne({ invitationCode: CODE });
    expect(stored).toMatchObject({ confirmationStatus: 'confirmado' });
    expect(stored && 'language' in stored).toBe(false);
  });

  it.each([
    ['fr', 'fr'],
    ['an object', { $ne: 'es' }],
    ['NUL', '\u0000'],
  ])('refuses a language that is %s (400, in English), and writes nothing', async (_kind, language) => {
    const yes = await answer({ response: 'yes', guestCount: 1, language });
    const party = await invitationParty({ party: lead('Nora Gil'), language });
    for (const res of [yes, party]) {
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(LANGUAGE_MESSAGE_EN);
    }
    expect(await UnifiedGuestModel.findOne({ invitationCode: CODE }).lean()).toMatchObject({
      confirmationStatus: 'pendiente',
    });
    expect(await guestLanguage()).toBeUndefined();
  });

  it('a legacy invitation (no reminders, no language) still takes an answer with one', async () => {
    await LegacyGuestModel.create({ name: 'Old Guest', invitationCode: 'OLD-26', expectedAttendees: 2 });
    const res = await send('put', '/api/invitations/OLD-26/save-the-date', {
      response: 'yes',
      guestCount: 1,
      language: 'en',
    });
    expect(res.status).toBe(200);
  });
});

describe('the e-mail RSVP', () => {
  const rsvp = (body: object) =>
    send('post', '/api/rsvp', {
      name: 'Nora Gil',
      email: 'nora@example.com',
      attending: true,
      guestCount: 1,
      ...body,
    });
  beforeEach(async () => {
    await insertGuest({
      name: 'Nora Gil',
      email: 'nora@example.com',
      invitationCode: CODE,
      maxPeopleAllowed: 3,
    });
  });

  it('an answer in English gives the guest it belongs to English, once: a later one changes nothing', async () => {
    expect((await rsvp({ language: 'en' })).status).toBe(201);
    expect(await guestLanguage()).toBe('en');
    expect((await rsvp({ attending: false, guestCount: 0, language: 'es' })).status).toBe(200);
    expect(await guestLanguage()).toBe('en');
    // the language is the guest's, not the stored response's
    expect(await RsvpModel.collection.findOne({ email: 'nora@example.com' })).not.toHaveProperty('language');
  });

  it('an answer that matches no guest stores no language anywhere', async () => {
    expect((await rsvp({ email: 'nobody@example.com', language: 'en' })).status).toBe(201);
    expect(await RsvpModel.collection.findOne({ email: 'nobody@example.com' })).not.toHaveProperty(
      'language',
    );
    expect(await guestLanguage()).toBeUndefined();
  });

  it('refuses a language that is not es or en (400), and writes nothing', async () => {
    const res = await rsvp({ language: 'fr' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(LANGUAGE_MESSAGE_EN);
    expect(await RsvpModel.countDocuments()).toBe(0);
    expect(await guestLanguage()).toBeUndefined();
  });
});

describe('a person on both lists (the phone twin)', () => {
  const SHARED = '+18095550188';
  beforeEach(async () => {
    await InvitadoModel.create(
      aPhoneGuest({ nombreCompleto: 'Nora Gil', telefonoWhatsapp: SHARED, maxPersonasPermitidas: 3 }),
    );
    await insertGuest({ name: 'Nora Gil', phone: SHARED, invitationCode: CODE, maxPeopleAllowed: 3 });
  });

  it('a phone answer in English gives both records English', async () => {
    await confirm({ telefono: SHARED, confirmedPeople: 2, language: 'en' }).expect(200);
    expect(await phoneLanguage(SHARED)).toBe('en');
    expect(await guestLanguage()).toBe('en');
  });

  it('an invitation answer in English gives both records English', async () => {
    await answer({ response: 'yes', guestCount: 2, language: 'en' }).expect(200);
    expect(await guestLanguage()).toBe('en');
    expect(await phoneLanguage(SHARED)).toBe('en');
  });

  it('an invitation party saved in English gives both records English', async () => {
    await answer({ response: 'yes', guestCount: 1 }).expect(200);
    await invitationParty({ party: lead('Nora Gil'), language: 'en' }).expect(200);
    expect(await guestLanguage()).toBe('en');
    expect(await phoneLanguage(SHARED)).toBe('en');
  });

  it("each record keeps the language a host chose for it; the other, with none, takes the answer's", async () => {
    await InvitadoModel.updateOne({ telefonoWhatsapp: SHARED }, { $set: { language: 'es' } });
    await decline({ telefono: SHARED, language: 'en' }).expect(200);
    expect(await phoneLanguage(SHARED)).toBe('es');
    expect(await guestLanguage()).toBe('en');
  });
});
