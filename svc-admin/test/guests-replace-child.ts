// Child process of guests-replace.int.test.ts: runs a bulk replace (staging swap) of COUNT new guests on
// MONGODB_URI and kills itself with SIGKILL at the step DIE_AT, as a crash would. Not a test file.
import { configureMongoose } from '@wedding/shared-contracts/server';
import mongoose from 'mongoose';
import { replaceGuestList } from '../src/modules/guest-import/bulk-replace/replace';
import { guestDocument } from '../src/modules/guests/guest-docs';

async function main(): Promise<void> {
  configureMongoose();
  await mongoose.connect(process.env.MONGODB_URI!, { serverSelectionTimeoutMS: 5000 });
  const now = new Date();
  const docs = Array.from({ length: Number(process.env.COUNT ?? 10) }, (_, i) =>
    guestDocument(
      { name: `Nuevo ${i}`, maxPeopleAllowed: 2, invitationCode: `NEW-${i}` },
      'http://localhost:3000',
      now,
    ),
  );
  await replaceGuestList(docs, {
    strategy: 'swap',
    afterStep: (step) => {
      if (step === process.env.DIE_AT) process.kill(process.pid, 'SIGKILL');
    },
  });
  await mongoose.disconnect();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
