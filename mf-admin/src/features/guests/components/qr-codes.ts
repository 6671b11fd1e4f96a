/**
 * QR codes of invitation links, as SVG data URLs (an <img> needs no innerHTML, and the page policy
 * already allows data: images). The encoder is loaded on first use, so the guest list does not carry it.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const qrcode = await import(/* webpackChunkName: "qrcode" */ 'qrcode');
  const svg = await qrcode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** One data URL per text, in order. */
export function qrCodeDataUrls(texts: readonly string[]): Promise<string[]> {
  return Promise.all(texts.map(qrCodeDataUrl));
}
