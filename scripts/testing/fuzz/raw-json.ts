// JSON text with values JSON.stringify cannot write (1e309, 10 000 nested arrays), and objects with any
// own key (`__proto__` too): how the fuzzing writes hostile JSON bodies.

const RAW_START = '\u0001RAW:';
const RAW_END = '\u0001';

/** A placeholder that `toJsonText` replaces with `text` verbatim (e.g. `1e309`, 10 000 nested arrays). */
export const rawJson = (text: string): string => `${RAW_START}${text}${RAW_END}`;

/** JSON.stringify, then the rawJson placeholders put in verbatim. */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  return text.replace(/"\\u0001RAW:(.*?)\\u0001"/g, (_match, inner: string) => JSON.parse(`"${inner}"`));
}

/** An object with `key` as an own, enumerable property (also `__proto__`, which `{}` literals cannot hold). */
export function withOwn(
  target: Record<string, unknown>,
  key: string,
  value: unknown,
): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

export const objectOf = (entries: [string, unknown][]): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) withOwn(out, key, value);
  return out;
};
