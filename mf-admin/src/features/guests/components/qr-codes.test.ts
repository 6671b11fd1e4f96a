/** @jest-environment node */
import { create } from 'qrcode';
import { qrCodeDataUrl, qrCodeDataUrls } from './qr-codes';

describe('invitation QR codes', () => {
  const link = 'https://boda.example/invitation/LUCIA2025';

  it('draws the link as an SVG image', async () => {
    const url = await qrCodeDataUrl(link);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<path');
  });

  it('encodes exactly the link, with room for damage (level M)', () => {
    const code = create(link, { errorCorrectionLevel: 'M' });
    // segments are bytes or text (alphanumeric runs); read together they are the link
    const text = code.segments
      .map(({ data }) => (typeof data === 'string' ? data : Buffer.from(data as Uint8Array).toString('utf8')))
      .join('');
    expect(text).toBe(link);
    expect(code.errorCorrectionLevel.bit).toBe(0); // M
  });

  it('gives different images for different links, in order', async () => {
    const [a, b] = await qrCodeDataUrls([link, `${link}X`]);
    expect(a).not.toBe(b);
    expect(a).toBe(await qrCodeDataUrl(link));
  });
});
