/**
 * Copies text to the clipboard. The Clipboard API needs a secure context (https or localhost); on a plain
 * http address (a venue's local network) the older execCommand route is used instead.
 */
export async function copyText(text: string): Promise<void> {
  if (window.isSecureContext && navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('Copy is not available here');
  } finally {
    area.remove();
  }
}
