// How headers (and a few cell values) are compared: accents, case and everything but letters and digits
// left out.

export const stripAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

export const headerKey = (text: string): string =>
  stripAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
