/**
 * A phone number in E.164 written for reading, as every screen, the phone field and the hosts' exports
 * write it (libphonenumber-js's international format): North American numbers (+1) as +1 809 555 0100,
 * others grouped as their own country groups them when a page that has the phone library gives its
 * `international` formatting ('+52 55 4111 2233'), else in threes. Only for display; the tel: link keeps
 * the E.164 form. (No phone library here: this runs on the landing page, which must stay light.)
 */
export function formatPhoneForDisplay(e164: string, international?: (e164: string) => string): string {
  const digits = e164.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) {
    return `+1 ${digits.slice(1, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  }
  if (!e164.startsWith('+')) return e164;
  if (international) return international(e164);
  return `+${digits.replace(/(\d{1,3})(?=(\d{3})+(?!\d))/g, '$1 ').trim()}`;
}
