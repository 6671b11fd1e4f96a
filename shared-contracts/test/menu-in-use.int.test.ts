// A dish guests chose cannot leave the menu without a word: what is stored is read against the menu when a
// service starts, and a dish gone stops the start with a message naming it (never a retry loop).
import mongoose from 'mongoose';
import { aGuest, aPhoneGuest } from '../../scripts/testing/builders';
import { checkMenuInUse, InvitadoModel, mealsGone, UnifiedGuestModel } from '../src/domain';
import { configureMongoose, connectDatabase, StartRefused } from '../src/server';
import type { MealsFact } from '../src/wedding-facts';

const uri = process.env.MONGODB_URI;
const dbName = `sc_menu_${process.pid}_${Date.now().toString(36)}`;

const MENU: MealsFact = {
  asked: true,
  options: [
    { id: 'meat', label: { es: 'Carne', en: 'Meat' } },
    { id: 'fish', label: { es: 'Pescado', en: 'Fish' } },
    { id: 'children', label: { es: 'Menú infantil', en: "Children's menu" }, childrenOnly: true },
  ],
};
/** The menu after the hosts took the fish off. */
const WITHOUT_FISH: MealsFact = { ...MENU, options: MENU.options.filter((option) => option.id !== 'fish') };

const member = (name: string, meal?: string) => ({
  name,
  child: false,
  ...(meal ? { meal } : {}),
  dietary: [],
});

beforeAll(async () => {
  if (!uri) throw new Error('MONGODB_URI is not set: run the integration tests through scripts/with-db.ts');
  configureMongoose();
  await mongoose.connect(uri, { dbName, serverSelectionTimeoutMS: 5000 });
  await InvitadoModel.create(
    aPhoneGuest({
      telefonoWhatsapp: '+18095550301',
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: 2,
    }),
  );
  await UnifiedGuestModel.create([
    aGuest({ invitationCode: 'MENU-1', confirmationStatus: 'confirmado', confirmedPeople: 2 }),
    aGuest({ invitationCode: 'MENU-2', confirmationStatus: 'confirmado', confirmedPeople: 1 }),
    aGuest({ invitationCode: 'MENU-3', confirmationStatus: 'confirmado', confirmedPeople: 1 }),
  ]);
  // as the services store a party (domain/guest-party.ts)
  await InvitadoModel.updateOne({}, { $set: { party: [member('Ana', 'fish'), member('Luis', 'fish')] } });
  await UnifiedGuestModel.updateOne(
    { invitationCode: 'MENU-1' },
    { $set: { party: [member('Eva', 'meat'), member('Leo', 'fish')] } },
  );
  await UnifiedGuestModel.updateOne({ invitationCode: 'MENU-2' }, { $set: { party: [member('Sin plato')] } });
  // an import lowered the count without touching the party: the fish beyond it is shown nowhere (partyOf)
  await UnifiedGuestModel.updateOne(
    { invitationCode: 'MENU-3' },
    { $set: { party: [member('Eva', 'meat'), member('Más allá', 'fish')] } },
  );
});

afterAll(async () => {
  await mongoose.connection.db?.dropDatabase();
  await mongoose.disconnect();
});

describe('the dishes guests chose, against the menu', () => {
  it('finds nothing gone while the menu still has every dish chosen', async () => {
    expect(await mealsGone(MENU)).toEqual(new Map());
    await expect(checkMenuInUse(MENU)).resolves.toBeUndefined();
  });

  it('names a dish gone and counts the guests who chose it, on both lists', async () => {
    expect(await mealsGone(WITHOUT_FISH)).toEqual(new Map([['fish', 2]]));
    await expect(checkMenuInUse(WITHOUT_FISH)).rejects.toThrow(StartRefused);
    await expect(checkMenuInUse(WITHOUT_FISH)).rejects.toThrow(
      'The menu (weddingFacts.meals) no longer has "fish" (chosen by 2 guests): put it back in the menu (to retire a dish, change those guests\' meals while it is still on the menu, then remove it).',
    );
  });

  it('stops a service start with that message, without retrying', async () => {
    await mongoose.disconnect();
    const url = new URL(uri as string);
    url.pathname = `/${dbName}`;
    const logger = { info: jest.fn(), warn: jest.fn(), error: jest.fn(), fatal: jest.fn() };
    const refused = new Promise<StartRefused>((resolve) => {
      const handle = connectDatabase(
        url.toString(),
        logger as unknown as Parameters<typeof connectDatabase>[1],
        () => checkMenuInUse(WITHOUT_FISH),
        (error) => {
          resolve(error);
          void handle;
        },
      );
    });
    const error = await refused;
    expect(error.message).toContain('"fish" (chosen by 2 guests)');
    // refused at once: no "database not reachable yet; retrying" loop
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(logger.warn).not.toHaveBeenCalled();
  });
});
