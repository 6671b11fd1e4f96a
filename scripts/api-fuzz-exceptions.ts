// The API fuzzer's exceptions to its two data checks (scripts/api-fuzz.ts), each with its reason.

/**
 * Where one of Schemathesis' two data checks cannot hold, and why (docs/api.md, "Exceptions"):
 * - `valid`: a request the document calls valid may still be refused with 400, for a rule on data the
 *   service has stored or on an uploaded file's content, which no schema can state. Schemathesis'
 *   positive-data check takes 400 as an answer for these operations.
 * - `lenient`: the operation takes more than the document's canonical form (numbers written as text, and
 *   blank or unreadable counts that fall back to the default, as spec §5 asks for the forms and the
 *   spreadsheets). Its negative-data check is off for these operations.
 */
export const DATA_CHECK_EXCEPTIONS: Record<string, { valid?: string; lenient?: string }> = {
  'POST /api/phone/confirm': { valid: "more people than the guest's own maximum, which is stored" },
  'PUT /api/phone/party': {
    valid:
      'more people than the guest confirmed, which is stored; a child as the one invited and a children-only dish for an adult, which relate two fields',
  },
  'PUT /api/invitations/{code}/save-the-date': {
    valid: "more people than the invitation's maximum, which is stored",
  },
  'PUT /api/invitations/{code}/party': {
    valid:
      'more people than the guest confirmed, which is stored; a child as the one invited and a children-only dish for an adult, which relate two fields',
  },
  'PUT /api/rsvp/party': {
    valid:
      "more people than the e-mail's answer confirmed, which is stored; a child as the one invited and a children-only dish for an adult, which relate two fields",
  },
  'POST /api/rsvp': {
    valid: "with an invitation code: more people than that guest's maximum, which is stored",
  },
  'POST /api/admin/rsvps/{id}/match': { valid: "more people than the guest's maximum, which is stored" },
  'PUT /api/admin/invitados/{id}': {
    valid:
      "confirmed people above the guest's maximum, which is stored; a party for more people than the guest confirmed, which is stored, a child as the one invited and a children-only dish for an adult, which relate two fields",
    lenient: 'confirmed people written as text; blank becomes none',
  },
  'PATCH /api/admin/invitados/{id}': {
    valid:
      'a party for more people than the guest confirmed, which is stored; a child as the one invited and a children-only dish for an adult, which relate two fields',
  },
  'POST /api/admin/invitados': {
    lenient: 'maximum and companions written as text; blank or unreadable becomes the default',
  },
  'POST /api/admin/guests': { lenient: 'maximum written as text; blank becomes 1' },
  'PUT /api/admin/guests/{id}': {
    valid:
      'a party for more people than the guest confirmed, which is stored; a child as the one invited and a children-only dish for an adult, which relate two fields',
    lenient: 'maximum and confirmed people written as text; blank keeps the value',
  },
  'POST /api/admin/guests/import': {
    valid: 'the file must be a spreadsheet with at least one valid guest row',
  },
  'POST /api/admin/guests/validate-csv': { valid: 'the file must be a CSV file' },
  'POST /api/admin/guests/bulk-replace': { valid: 'the file must be a CSV guest list without errors' },
  'POST /api/admin/invitados/import': {
    valid: 'the file must be a spreadsheet with at least one valid phone guest row',
  },
  'POST /api/admin/site-backup/restore': {
    valid:
      'the file must be a whole-site backup of this website: JSON, every document valid for its collection',
  },
  'PUT /api/admin/reminders/templates': {
    lenient: 'a message may hold {name} and {deadline} besides {link}, which the described form leaves out',
  },
  'POST /api/admin/users': { valid: 'the password may not be on the list of common passwords' },
  'PUT /api/admin/users/{id}': { valid: 'the password may not be on the list of common passwords' },
};
