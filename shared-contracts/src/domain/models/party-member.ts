// One person of a guest's party (`party` on `invitados` and `unified_guests`): the rules a party is held to
// are shared-contracts' party.ts; here they are stored. Absent until the guest names someone.
import { Schema } from 'mongoose';
import { DIETARY_NEEDS, PARTY_LIMITS } from '../../party';
import { absentWhenEmpty } from '../model-helpers';

export const partyMemberDbSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: PARTY_LIMITS.name },
    child: { type: Boolean, required: true, default: false },
    meal: { type: String, maxlength: PARTY_LIMITS.mealId },
    dietary: { type: [{ type: String, enum: DIETARY_NEEDS }], default: [] },
    /** A blank note is stored as none. */
    dietaryNote: { type: String, trim: true, maxlength: PARTY_LIMITS.dietaryNote, set: absentWhenEmpty },
  },
  { _id: false },
);

/** The path of a guest's party in either list's documents. */
export const partyPath = { type: [partyMemberDbSchema], default: undefined } as const;
