// `guest_status_changes`: audit of confirmation status changes (spec §3). Entries are removed with their
// guest: a service deleting a guest must also `deleteMany({ guestId })` here (no cascade in MongoDB).
import mongoose, { type InferSchemaType, Schema } from 'mongoose';
import { CONFIRMATION_STATUSES, FIELD_MAX } from '../../constants';
import { apiTransformOptions } from '../to-api';

export const guestStatusChangeDbSchema = new Schema(
  {
    guestId: { type: Schema.Types.ObjectId, ref: 'UnifiedGuest', required: true },
    /** The admin who made the change; absent for changes made by the guest (phone confirm/decline). */
    adminUserId: { type: Schema.Types.ObjectId, ref: 'User' },
    oldStatus: { type: String, trim: true, maxlength: FIELD_MAX.statusText },
    newStatus: { type: String, required: true, trim: true, maxlength: FIELD_MAX.statusText },
    changedAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'guest_status_changes', toJSON: apiTransformOptions },
);

guestStatusChangeDbSchema.index({ guestId: 1 });

/**
 * `lastStatusChange` of a guest (`invitados`, `unified_guests`): the status change of the guest's latest
 * answer, stored with the answer in the same update; its `guest_status_changes` entry is written next
 * under the same `_id` (shared-contracts' domain/guest-state.ts explains why). Never sent to clients.
 */
export const statusChangeRecordDbSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    oldStatus: { type: String, enum: CONFIRMATION_STATUSES, required: true },
    newStatus: { type: String, enum: CONFIRMATION_STATUSES, required: true },
    changedAt: { type: Date, required: true },
    adminUserId: { type: Schema.Types.ObjectId, default: undefined },
  },
  { _id: false },
);

export type GuestStatusChangeRaw = InferSchemaType<typeof guestStatusChangeDbSchema>;

const createGuestStatusChangeModel = () => mongoose.model('GuestStatusChange', guestStatusChangeDbSchema);
export type GuestStatusChangeModelType = ReturnType<typeof createGuestStatusChangeModel>;
export const GuestStatusChangeModel: GuestStatusChangeModelType =
  (mongoose.models.GuestStatusChange as GuestStatusChangeModelType | undefined) ??
  createGuestStatusChangeModel();
