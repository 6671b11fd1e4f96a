// Phone guests seeded straight into the stack's database, and their stored answers read back.
import type { Connection } from 'mongoose';
import { aGuest, aPhoneGuest } from '../../scripts/testing/builders';
import { modelsOf } from './stack-database';

export interface SeededGuest {
  phone: string;
  maxPeople: number;
  source: 'invitados' | 'unified_guests';
}

/** WhatsApp numbers in E.164 (Dominican Republic, area code 809/829/849), `offset` onwards. */
export function phoneNumbers(count: number, offset = 0): string[] {
  const areas = ['809', '829', '849'];
  return Array.from({ length: count }, (_, i) => {
    const n = offset + i;
    return `+1${areas[Math.floor(n / 10000) % areas.length]}555${String(n % 10000).padStart(4, '0')}`;
  });
}

/**
 * Guests with WhatsApp numbers, half phone guests (`invitados`), half on the admin guest list
 * (`unified_guests`, with invitation codes `${prefix}-n`), every one pending.
 */
export async function seedPhoneGuests(
  db: Connection,
  { count, offset = 0, prefix = 'WD' }: { count: number; offset?: number; prefix?: string },
): Promise<SeededGuest[]> {
  const { Invitado, UnifiedGuest } = modelsOf(db);
  const guests = phoneNumbers(count, offset).map(
    (phone, i): SeededGuest => ({
      phone,
      maxPeople: 1 + (i % 4),
      source: i % 2 ? 'unified_guests' : 'invitados',
    }),
  );
  const invitados = guests.filter((g) => g.source === 'invitados');
  const unified = guests.filter((g) => g.source === 'unified_guests');
  for (let i = 0; i < invitados.length; i += 500) {
    await Invitado.insertMany(
      invitados.slice(i, i + 500).map((g, j) =>
        aPhoneGuest({
          nombreCompleto: `Invitado ${prefix} ${i + j}`,
          telefonoWhatsapp: g.phone,
          maxPersonasPermitidas: g.maxPeople,
        }),
      ),
    );
  }
  for (let i = 0; i < unified.length; i += 500) {
    await UnifiedGuest.insertMany(
      unified.slice(i, i + 500).map((g, j) =>
        aGuest({
          name: `Huésped ${prefix} ${i + j}`,
          phone: g.phone,
          invitationCode: `${prefix}-${offset + i + j}`,
          category: 'Familia Mateo',
          maxPeopleAllowed: g.maxPeople,
          expectedAttendees: g.maxPeople,
        }),
      ),
    );
  }
  return guests;
}

export interface GuestState {
  phone: string;
  id: string;
  status: string;
  people: number | null;
  answeredAt: number | null;
}

/** Every phone guest's stored answer, by phone number. */
export async function guestStates(db: Connection): Promise<Map<string, GuestState>> {
  const { Invitado, UnifiedGuest } = modelsOf(db);
  const states = new Map<string, GuestState>();
  const invitados = await Invitado.find({}).lean<Record<string, unknown>[]>();
  for (const doc of invitados) {
    states.set(String(doc.telefonoWhatsapp), {
      phone: String(doc.telefonoWhatsapp),
      id: String(doc._id),
      status: String(doc.estadoConfirmacion),
      people: (doc.personasConfirmadas as number | null | undefined) ?? null,
      answeredAt: doc.fechaConfirmacion ? (doc.fechaConfirmacion as Date).getTime() : null,
    });
  }
  const unified = await UnifiedGuest.find({ phone: { $exists: true } }).lean<Record<string, unknown>[]>();
  for (const doc of unified) {
    states.set(String(doc.phone), {
      phone: String(doc.phone),
      id: String(doc._id),
      status: String(doc.confirmationStatus),
      people: (doc.confirmedPeople as number | null | undefined) ?? null,
      answeredAt: doc.confirmationDate ? (doc.confirmationDate as Date).getTime() : null,
    });
  }
  return states;
}
