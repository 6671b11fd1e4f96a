import { setAdminLocale } from '../../lib/i18n/admin-locale';
import { guestsExportPath } from './guests-api';

afterEach(() => setAdminLocale('en'));

describe("guestsExportPath: the caterer summary in the back office's language (issue 36)", () => {
  it('asks for the Spanish caterer summary when the back office is in Spanish', () => {
    setAdminLocale('es');
    expect(guestsExportPath('caterer')).toBe('/api/admin/guests/export?format=caterer&lang=es');
  });

  it("asks for the server's default (English) when the back office is in English", () => {
    expect(guestsExportPath('caterer')).toBe('/api/admin/guests/export?format=caterer');
    expect(guestsExportPath('caterer', 'es')).toBe('/api/admin/guests/export?format=caterer&lang=es');
  });

  it('leaves the guest list exports as they are', () => {
    setAdminLocale('es');
    expect(guestsExportPath('csv')).toBe('/api/admin/guests/export?format=csv');
    expect(guestsExportPath('xlsx')).toBe('/api/admin/guests/export?format=xlsx');
  });
});
