import {
  API_PATHS,
  API_ROUTES,
  adminContactPath,
  adminGuestPath,
  adminInvitadoPath,
  adminInvitadoResetPath,
  adminUserPath,
  adminUsersUrl,
  invitationPartyPath,
  invitationPath,
  invitationSaveTheDatePath,
  isAdminPath,
  phoneCheckUrl,
  rsvpCheckUrl,
  unifiedGuestPath,
} from './api-paths';

describe('API paths', () => {
  it('has the paths of spec §7 and ARCHITECTURE.md', () => {
    expect(API_PATHS.admin.auth).toEqual({
      check: '/api/admin/auth/check',
      login: '/api/admin/auth/login',
      logout: '/api/admin/auth/logout',
      setupCheck: '/api/admin/auth/setup/check',
      setup: '/api/admin/auth/setup',
    });
    expect(API_PATHS.admin.guestsValidateCsv).toBe('/api/admin/guests/validate-csv');
    expect(API_PATHS.admin.health).toBe('/api/admin/health');
    expect(API_PATHS.admin.guestsExport).toBe('/api/admin/guests/export');
    expect(API_ROUTES.admin.invitadoReset).toBe('/api/admin/invitados/:id/reset');
    expect(API_PATHS.public).toEqual({
      phoneCheck: '/api/phone/check',
      phoneConfirm: '/api/phone/confirm',
      phoneDecline: '/api/phone/decline',
      // beside the spec: who is coming, by name (a confirmed guest's party)
      phoneParty: '/api/phone/party',
      rsvp: '/api/rsvp',
      rsvpCheck: '/api/rsvp/check',
      // beside the spec: the e-mail answer's party
      rsvpParty: '/api/rsvp/party',
      contact: '/api/contact',
      invitations: '/api/invitations',
      health: '/api/health',
      openApi: '/api/openapi.json',
    });
    expect(API_ROUTES.public.invitationSaveTheDate).toBe('/api/invitations/:code/save-the-date');
    // beside the spec: the invitation's party, as the phone one
    expect(API_ROUTES.public.invitationParty).toBe('/api/invitations/:code/party');
  });

  it('builds parameterised paths, URL-encoded', () => {
    expect(adminGuestPath('abc')).toBe('/api/admin/guests/abc');
    expect(unifiedGuestPath('abc')).toBe('/api/admin/unified-guests/abc');
    expect(adminUserPath('a/b')).toBe('/api/admin/users/a%2Fb');
    expect(adminInvitadoPath('1')).toBe('/api/admin/invitados/1');
    expect(adminInvitadoResetPath('1')).toBe('/api/admin/invitados/1/reset');
    expect(adminContactPath('1')).toBe('/api/admin/contacts/1');
    expect(invitationPath('X 1')).toBe('/api/invitations/X%201');
    expect(invitationSaveTheDatePath('ABC')).toBe('/api/invitations/ABC/save-the-date');
    expect(invitationPartyPath('A B')).toBe('/api/invitations/A%20B/party');
  });

  it("tells the back office's pages from the guests'", () => {
    for (const path of ['/admin', '/admin/', '/admin/login', '/admin/guests/1'])
      expect(isAdminPath(path)).toBe(true);
    for (const path of ['/', '/administrator', '/adminx/login', '/rsvp', '/info/admin'])
      expect(isAdminPath(path)).toBe(false);
  });

  it('builds query URLs', () => {
    expect(phoneCheckUrl('+18095551234')).toBe('/api/phone/check?telefono=%2B18095551234');
    expect(rsvpCheckUrl('a+b@c.co')).toBe('/api/rsvp/check?email=a%2Bb%40c.co');
    expect(adminUsersUrl()).toBe('/api/admin/users');
    expect(adminUsersUrl({ page: 2, limit: 20, search: '', role: 'admin' })).toBe(
      '/api/admin/users?page=2&limit=20&role=admin',
    );
  });
});
