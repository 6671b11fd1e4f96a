// Browser-safe entry point (`@wedding/shared-contracts`): constants, wedding facts, API paths, zod schemas
// and their inferred types. Never import mongoose, libphonenumber-js or node modules from here.
export * from './admin-access';
export * from './api-paths';
export * from './constants';
export * from './prerender';
export * from './reminders';
export * from './schemas/admin-auth';
export * from './schemas/admin-rsvps';
export * from './schemas/common';
export * from './schemas/contacts';
export * from './schemas/csv';
export * from './schemas/database-analysis';
export * from './schemas/guest-import-jobs';
export * from './schemas/guests';
export * from './schemas/health';
export * from './schemas/invitados';
export * from './schemas/invitations';
export * from './schemas/phone';
export * from './schemas/reminders';
export * from './schemas/rsvp';
export * from './schemas/site-backup';
export * from './schemas/users';
export * from './site-card';
export * from './site-photos';
export * from './username';
export * from './wedding-facts';
export * from './wedding-time';
