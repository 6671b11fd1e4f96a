// `guests`: the legacy guest list (spec §3), kept for save-the-date codes issued before unified_guests.
import mongoose, { type InferSchemaType, Schema } from 'mongoose';
import {
  DEFAULT_INVITATION_STATUS,
  DEFAULT_SAVE_THE_DATE_RESPONSE,
  FIELD_MAX,
  INVITATION_STATUSES,
  LIMITS,
  SAVE_THE_DATE_RESPONSES,
} from '../../constants';
import { intPath } from '../model-helpers';
import { apiTransformOptions } from '../to-api';

export const legacyGuestDbSchema = new Schema(
  {
    invitationCode: { type: String, required: true, trim: true, maxlength: FIELD_MAX.invitationCode },
    name: { type: String, required: true, trim: true, maxlength: FIELD_MAX.name },
    email: { type: String, trim: true, lowercase: true, maxlength: FIELD_MAX.email },
    phone: { type: String, trim: true, maxlength: FIELD_MAX.phoneInput },
    guestGroup: { type: String, trim: true, maxlength: FIELD_MAX.category },
    expectedAttendees: {
      ...intPath(LIMITS.expectedAttendees.min, LIMITS.expectedAttendees.max),
      default: LIMITS.expectedAttendees.default,
      required: true,
    },
    invitationStatus: {
      type: String,
      enum: INVITATION_STATUSES,
      default: DEFAULT_INVITATION_STATUS,
      required: true,
    },
    saveTheDateResponse: {
      type: String,
      enum: SAVE_THE_DATE_RESPONSES,
      default: DEFAULT_SAVE_THE_DATE_RESPONSE,
      required: true,
    },
  },
  { collection: 'guests', timestamps: true, toJSON: apiTransformOptions },
);

legacyGuestDbSchema.index({ invitationCode: 1 }, { unique: true });

export type LegacyGuestRaw = InferSchemaType<typeof legacyGuestDbSchema>;

const createLegacyGuestModel = () => mongoose.model('Guest', legacyGuestDbSchema);
export type LegacyGuestModelType = ReturnType<typeof createLegacyGuestModel>;
export const LegacyGuestModel: LegacyGuestModelType =
  (mongoose.models.Guest as LegacyGuestModelType | undefined) ?? createLegacyGuestModel();
