// `rsvps`: email RSVP responses (spec §3).
import mongoose, { type Document, type InferSchemaType, Schema } from 'mongoose';
import { FIELD_MAX, LIMITS } from '../../constants';
import { absentWhenEmpty, intPath, unsetWhenEmptyOnUpdate } from '../model-helpers';
import { apiTransformOptions } from '../to-api';

export const RSVP_GUEST_COUNT_MESSAGE =
  'Guest count should be 0 when not attending, and at least 1 when attending';

export const rsvpSchema = new Schema(
  {
    /** Legacy `guests` entry this response belongs to, when known. Absent (never null) otherwise. */
    guestId: { type: Schema.Types.ObjectId, ref: 'Guest', set: absentWhenEmpty },
    /** `unified_guests` entry this response belongs to, when known. Absent (never null) otherwise. */
    unifiedGuestId: { type: Schema.Types.ObjectId, ref: 'UnifiedGuest', set: absentWhenEmpty },
    name: { type: String, required: true, trim: true, maxlength: FIELD_MAX.name },
    /** Normalised: trimmed and lower-cased. */
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: FIELD_MAX.email },
    attending: { type: Boolean, required: true },
    guestCount: {
      ...intPath(LIMITS.rsvpRecordGuestCount.min, LIMITS.rsvpRecordGuestCount.max),
      required: true,
    },
    message: { type: String, maxlength: FIELD_MAX.rsvpMessage },
    dietaryRestrictions: { type: String, maxlength: FIELD_MAX.dietaryRestrictions },
  },
  {
    collection: 'rsvps',
    timestamps: { createdAt: true, updatedAt: false },
    toJSON: apiTransformOptions,
  },
);

rsvpSchema.pre('validate', function (this: Document & { attending?: unknown; guestCount?: unknown }) {
  if (typeof this.guestCount !== 'number' || typeof this.attending !== 'boolean') return;
  const consistent = this.attending ? this.guestCount >= 1 : this.guestCount === 0;
  if (!consistent) this.invalidate('guestCount', RSVP_GUEST_COUNT_MESSAGE, this.guestCount);
});

// One RSVP per guest. The email form may come without a guest reference, so the e-mail address is the key
// every response has: unique on the normalised e-mail (the form's "update confirmation" mode and
// GET /api/rsvp/check both look a response up by e-mail). Responses tied to a guest are also unique per
// guest reference; those references are stored absent when unknown, and the indexes are sparse so that
// unlinked responses never collide (partial indexes are not available on FerretDB 1.24).
rsvpSchema.index({ email: 1 }, { unique: true });
rsvpSchema.index({ unifiedGuestId: 1 }, { unique: true, sparse: true });
rsvpSchema.index({ guestId: 1 }, { unique: true, sparse: true });
unsetWhenEmptyOnUpdate(rsvpSchema, ['guestId', 'unifiedGuestId']);

export type RsvpRaw = InferSchemaType<typeof rsvpSchema>;

const createRsvpModel = () => mongoose.model('Rsvp', rsvpSchema);
export type RsvpModelType = ReturnType<typeof createRsvpModel>;
export const RsvpModel: RsvpModelType =
  (mongoose.models.Rsvp as RsvpModelType | undefined) ?? createRsvpModel();
