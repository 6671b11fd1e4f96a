import {
  cookieValue,
  deviceCookieKey,
  newDeviceClaim,
  signDeviceCookie,
  verifyDeviceCookie,
} from './device-cookie';

const key = deviceCookieKey('a-session-secret-a-session-secret-0123');
const USER = '0123456789abcdef01234567';

describe('device cookies', () => {
  it('verify what they signed', () => {
    const claim = newDeviceClaim(USER, 1_700_000_000_000);
    const value = signDeviceCookie(key, claim);
    expect(value).toMatch(/^v1\.0123456789abcdef01234567\.[A-Za-z0-9_-]{22}\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyDeviceCookie(key, value, claim.issuedAt + 1000)).toEqual(claim);
  });

  it('get a new nonce each time', () => {
    expect(newDeviceClaim(USER).nonce).not.toBe(newDeviceClaim(USER).nonce);
  });

  it('refuse any change, another key, old age and garbage', () => {
    const now = Date.now();
    const claim = newDeviceClaim(USER, now);
    const value = signDeviceCookie(key, claim);
    const [version, , nonce, issued, signature] = value.split('.');
    const otherUser = `${version}.${'f'.repeat(24)}.${nonce}.${issued}.${signature}`;
    const otherTime = `${version}.${USER}.${nonce}.${(now - 1).toString(36)}.${signature}`;
    const otherSignature = `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [
      otherUser,
      otherTime,
      otherSignature,
      '',
      'garbage',
      `${value}x`,
      value.toUpperCase(),
    ]) {
      expect(verifyDeviceCookie(key, forged, now)).toBeNull();
    }
    expect(
      verifyDeviceCookie(deviceCookieKey('another-secret-another-secret-0123456'), value, now),
    ).toBeNull();
    // 180 days is the limit; a cookie dated well in the future is refused too
    expect(verifyDeviceCookie(key, value, now + 179 * 86_400_000)).toEqual(claim);
    expect(verifyDeviceCookie(key, value, now + 181 * 86_400_000)).toBeNull();
    expect(verifyDeviceCookie(key, value, now - 3_600_000)).toBeNull();
  });

  it('are read from a Cookie header', () => {
    const header = 'a=1; wedding.admin.device=v1.x%2Ey; wedding.admin.sid=s%3Aabc';
    expect(cookieValue(header, 'wedding.admin.device')).toBe('v1.x.y');
    expect(cookieValue(header, 'wedding.admin.sid')).toBe('s:abc');
    expect(cookieValue(header, 'missing')).toBeUndefined();
    expect(cookieValue(undefined, 'a')).toBeUndefined();
    expect(cookieValue('wedding.admin.device=%E0%A4%A', 'wedding.admin.device')).toBeUndefined();
  });
});
