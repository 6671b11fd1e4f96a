// `unified_guests`: the guest list of the admin guest screen (spec §3).
import mongoose, { type InferSchemaType, Schema } from 'mongoose';
import {
  CONFIRMATION_STATUSES,
  DEFAULT_CONFIRMATION_STATUS,
  DEFAULT_INVITATION_STATUS,
  DEFAULT_SAVE_THE_DATE_RESPONSE,
  FIELD_MAX,
  GUEST_LANGUAGES,
  INVITATION_STATUSES,
  LIMITS,
  SAVE_THE_DATE_RESPONSES,
} from '../../constants';
import { guestFieldPaths, intPath } from '../model-helpers';
import { apiTransformOptions } from '../to-api';
import { statusChangeRecordDbSchema } from './guest-status-change';
import { partyPath } from './party-member';

export const unifiedGuestDbSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: FIELD_MAX.name },
    email: { type: String, trim: true, lowercase: true, maxlength: FIELD_MAX.email },
    /** E.164. */
    phone: { type: String, trim: true, maxlength: FIELD_MAX.phoneInput },
    invitationCode: { type: String, required: true, trim: true, maxlength: FIELD_MAX.invitationCode },
    qrCode: { type: String, maxlength: FIELD_MAX.qrCode },
    category: { type: String, trim: true, maxlength: FIELD_MAX.category },
    maxPeopleAllowed: {
      ...intPath(LIMITS.maxPeople.min, LIMITS.maxPeople.max),
      default: LIMITS.maxPeople.default,
      required: true,
    },
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
    confirmationStatus: {
      type: String,
      enum: CONFIRMATION_STATUSES,
      default: DEFAULT_CONFIRMATION_STATUS,
      required: true,
    },
    confirmedPeople: {
      ...intPath(LIMITS.confirmedPeople.min, LIMITS.confirmedPeople.max),
      default: null,
    },
    confirmationDate: { type: Date, default: null },
    notes: { type: String, maxlength: FIELD_MAX.notes },
    /** The language of the guest's reminders; absent: Spanish. */
    language: { type: String, enum: GUEST_LANGUAGES },
    /** When a host last marked a WhatsApp reminder to the guest sent. */
    lastRemindedAt: { type: Date },
    /** Count of admin edits; above 0 marks the guest as modified by an admin. */
    adminModified: { ...intPath(0, Number.MAX_SAFE_INTEGER), default: 0, required: true },
    /** The latest phone answer's status change (guest-status-change.ts); absent until the first. */
    lastStatusChange: { type: statusChangeRecordDbSchema, default: undefined },
    /** Who is coming, by name (party-member.ts); absent until the guest names someone. */
    party: partyPath,
    /** The hosts' own fields (schemas/guest-fields.ts). */
    ...guestFieldPaths('unified_guests'),
  },
  { collection: 'unified_guests', timestamps: true, toJSON: apiTransformOptions },
);

unifiedGuestDbSchema.index({ invitationCode: 1 }, { unique: true });
/** Phone RSVP lookup (second source, after invitados). Not unique: a household may share a phone. */
unifiedGuestDbSchema.index({ phone: 1 });

export type UnifiedGuestRaw = InferSchemaType<typeof unifiedGuestDbSchema>;

const createUnifiedGuestModel = () => mongoose.model('UnifiedGuest', unifiedGuestDbSchema);
export type UnifiedGuestModelType = ReturnType<typeof createUnifiedGuestModel>;
export const UnifiedGuestModel: UnifiedGuestModelType =
  (mongoose.models.UnifiedGuest as UnifiedGuestModelType | undefined) ?? createUnifiedGuestModel();
