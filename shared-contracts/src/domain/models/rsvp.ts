// `rsvps`: email RSVP responses (spec §3).
import mongoose, { type Document, type InferSchemaType, Schema } from 'mongoose';
import { FIELD_MAX, LIMITS } from '../../constants';
import { RSVP_MESSAGES } from '../../schemas/rsvp';
import { absentWhenEmpty, intPath, unsetWhenEmptyOnUpdate } from '../model-helpers';
import { apiTransformOptions } from '../to-api';
import { partyPath } from './party-member';

export const RSVP_GUEST_COUNT_MESSAGE = RSVP_MESSAGES.guestCountMismatch;
const RSVP_EMAIL_REQUIRED_MESSAGE = 'An answer tied to no guest needs an e-mail address';

const isConsistent = (attending: unknown, guestCount: unknown) =>
  typeof attending !== 'boolean' ||
  typeof guestCount !== 'number' ||
  (attending ? guestCount >= 1 : guestCount === 0);

export const rsvpDbSchema = new Schema(
  {
    /** Legacy `guests` entry this response belongs to, when known. Absent (never null) otherwise. */
    guestId: { type: Schema.Types.ObjectId, ref: 'Guest', set: absentWhenEmpty },
    /** `unified_guests` entry this response belongs to, when known. Absent (never null) otherwise. */
    unifiedGuestId: { type: Schema.Types.ObjectId, ref: 'UnifiedGuest', set: absentWhenEmpty },
    name: { type: String, required: true, trim: true, maxlength: FIELD_MAX.name },
    /**
     * Normalised: trimmed and lower-cased. Every answer sent through the e-mail form has one (the form
     * requires it); an answer given on the guest's own invitation page is tied to its guest and has none
     * unless the guest also answered by e-mail: then it is absent (never empty).
     */
    email: {
      type: String,
      required: [
        function (this: { unifiedGuestId?: unknown; guestId?: unknown }) {
          return !this.unifiedGuestId && !this.guestId;
        },
        RSVP_EMAIL_REQUIRED_MESSAGE,
      ],
      trim: true,
      lowercase: true,
      maxlength: FIELD_MAX.email,
    },
    attending: { type: Boolean, required: true },
    guestCount: {
      ...intPath(LIMITS.rsvpRecordGuestCount.min, LIMITS.rsvpRecordGuestCount.max),
      required: true,
    },
    message: { type: String, maxlength: FIELD_MAX.rsvpMessage },
    dietaryRestrictions: { type: String, maxlength: FIELD_MAX.dietaryRestrictions },
    /**
     * Who is coming, by name, for an answer that said yes and is tied to no guest (PUT /api/rsvp/party):
     * within `guestCount`, absent until someone is named. An answer tied to a guest keeps none: its party is
     * the guest's (a host's match carries it there).
     */
    party: partyPath,
  },
  {
    collection: 'rsvps',
    // updatedAt: when the guest last answered (a later answer updates the same document)
    timestamps: { createdAt: true, updatedAt: true },
    toJSON: apiTransformOptions,
  },
);

rsvpDbSchema.pre('validate', function (this: Document & { attending?: unknown; guestCount?: unknown }) {
  if (!isConsistent(this.attending, this.guestCount)) {
    this.invalidate('guestCount', RSVP_GUEST_COUNT_MESSAGE, this.guestCount);
  }
});

// Document validation does not run on query updates (e.g. the upsert by e-mail of the RSVP form): when an
// update sets both fields, check the same rule there.
rsvpDbSchema.pre(['findOneAndUpdate', 'updateOne', 'replaceOne', 'findOneAndReplace'], function () {
  const update = this.getUpdate() as Record<string, unknown> | null;
  if (!update || Array.isArray(update)) return;
  const set = { ...update, ...((update.$set as Record<string, unknown> | undefined) ?? {}) };
  if ('attending' in set && 'guestCount' in set && !isConsistent(set.attending, set.guestCount)) {
    throw new mongoose.Error.ValidatorError({ message: RSVP_GUEST_COUNT_MESSAGE, path: 'guestCount' });
  }
});

// One RSVP per guest. The email form may come without a guest reference, so the e-mail address is the key
// every such response has: unique on the normalised e-mail (the form's "update confirmation" mode and
// GET /api/rsvp/check both look a response up by e-mail). Responses tied to a guest are also unique per
// guest reference. References and e-mails are stored absent when unknown, and the indexes are sparse so
// that responses without one never collide (partial indexes are not available on FerretDB 1.24); an
// e-mail index made before it was sparse is replaced by ensureIndexes.
rsvpDbSchema.index({ email: 1 }, { unique: true, sparse: true });
rsvpDbSchema.index({ unifiedGuestId: 1 }, { unique: true, sparse: true });
rsvpDbSchema.index({ guestId: 1 }, { unique: true, sparse: true });
unsetWhenEmptyOnUpdate(rsvpDbSchema, ['guestId', 'unifiedGuestId']);

export type RsvpRaw = InferSchemaType<typeof rsvpDbSchema>;

const createRsvpModel = () => mongoose.model('Rsvp', rsvpDbSchema);
export type RsvpModelType = ReturnType<typeof createRsvpModel>;
export const RsvpModel: RsvpModelType =
  (mongoose.models.Rsvp as RsvpModelType | undefined) ?? createRsvpModel();
