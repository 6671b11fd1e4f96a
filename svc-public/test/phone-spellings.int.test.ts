// The one reading of a phone number (issue 36 item 1), as the public lookup takes it: every spelling of
// scripts/testing/phone-spellings.ts finds the guest stored with its E.164 number (half of them phone
// guests, half on the invitation list), and a spelling every path refuses finds no one. svc-admin's
// phone-spellings test stores the same spellings through the imports and the admin API.
import { InvitadoModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import request from 'supertest';
import { aGuest, aPhoneGuest } from '../../scripts/testing/builders';
import { silentLogger, useTestDatabase } from '../../scripts/testing/database';
import { PHONE_SPELLINGS } from '../../scripts/testing/phone-spellings';
import { PUBLIC_TEST_WINDOWS } from '../../scripts/testing/rate-limit-windows';
import { createApp } from '../src/app';

useTestDatabase();

const server = createApp({
  config: {
    TRUST_PROXY: 'loopback',
    PUBLIC_ORIGIN: ['http://localhost:3000'],
    ...PUBLIC_TEST_WINDOWS,
    PHONE_RATE_LIMIT_IP_MAX: 10_000,
    PHONE_RATE_LIMIT_NUMBER_MAX: 10_000,
  },
  logger: silentLogger(),
});

const nameOf = (index: number) => `Invitado Numero ${index + 1}`;

beforeAll(async () => {
  const stored = PHONE_SPELLINGS.flatMap(({ e164 }, index) => (e164 ? [{ e164, index }] : []));
  await InvitadoModel.create(
    stored
      .filter(({ index }) => index % 2 === 0)
      .map(({ e164, index }) => aPhoneGuest({ nombreCompleto: nameOf(index), telefonoWhatsapp: e164 })),
  );
  await UnifiedGuestModel.create(
    stored
      .filter(({ index }) => index % 2 === 1)
      .map(({ e164, index }) => aGuest({ name: nameOf(index), phone: e164 })),
  );
});

describe('every spelling of the ten countries finds its guest, or no one (issue 36 item 1)', () => {
  it.each(PHONE_SPELLINGS.map((spelling, index) => [spelling.written, spelling, index] as const))(
    '%j',
    async (written, { e164 }, index) => {
      const res = await request(server).get('/api/phone/check').query({ telefono: written });
      if (e164) {
        expect(res.status).toBe(200);
        expect(res.body.data.nombreCompleto).toBe(nameOf(index));
      } else {
        // refused spellings: not found, or (blank) the spec's "required" answer
        expect([400, 404]).toContain(res.status);
      }
    },
  );
});
