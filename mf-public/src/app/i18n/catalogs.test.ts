import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { CONTACT_SUBJECTS } from '@wedding/shared-contracts';
import { IntlMessageFormat } from 'intl-messageformat';
import { catalogs, FEATURE_MESSAGES } from './catalogs';

const SRC = path.resolve(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'messages.ts' ? [full] : [];
  });
}

describe('i18n catalogs', () => {
  it('gives every feature the same keys in Spanish and English', () => {
    for (const [feature, { es, en }] of Object.entries(FEATURE_MESSAGES)) {
      expect({ feature, keys: Object.keys(en).sort() }).toEqual({ feature, keys: Object.keys(es).sort() });
    }
  });

  it('never lets two features define the same key', () => {
    const total = Object.values(FEATURE_MESSAGES).reduce((sum, { es }) => sum + Object.keys(es).length, 0);
    expect(Object.keys(catalogs.es)).toHaveLength(total);
    expect(Object.keys(catalogs.en)).toHaveLength(total);
  });

  it('holds valid ICU messages with the same placeholders in both languages', () => {
    const names = (elements: MessageFormatElement[]): string[] =>
      elements.flatMap((element) => {
        if (element.type === TYPE.literal || element.type === TYPE.pound) return [];
        const nested =
          element.type === TYPE.plural || element.type === TYPE.select
            ? Object.values(element.options).flatMap((option) => names(option.value))
            : element.type === TYPE.tag
              ? names(element.children)
              : [];
        return 'value' in element && typeof element.value === 'string' ? [element.value, ...nested] : nested;
      });
    const placeholders = (message: string) => [...new Set(names(parse(message)))].sort();
    for (const [id, es] of Object.entries(catalogs.es)) {
      const en = catalogs.en[id] ?? '';
      expect(() => new IntlMessageFormat(es, 'es')).not.toThrow();
      expect(() => new IntlMessageFormat(en, 'en')).not.toThrow();
      expect({ id, placeholders: placeholders(en) }).toEqual({ id, placeholders: placeholders(es) });
    }
  });

  it('defines every key the code asks for', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(
        /'((?:app|layout|landing|about|event|info|contact|notFound|phoneRsvp|emailRsvp|invitation)\.[\w.]+)'/g,
      )) {
        // the prerendered pages' file names (landing.html) are not messages
        if (!match[1]!.endsWith('.html')) used.add(match[1]!);
      }
    }
    for (const subject of CONTACT_SUBJECTS) used.add(`contact.subject.${subject}`);
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((id) => !(id in catalogs.es));
    expect(missing).toEqual([]);
  });

  it('formats plurals per language', () => {
    const format = (locale: 'es' | 'en', count: number) =>
      new IntlMessageFormat(catalogs[locale]['landing.countdown.days']!, locale).format({ count });
    expect([format('es', 1), format('es', 2), format('en', 1), format('en', 0)]).toEqual([
      'día',
      'días',
      'day',
      'days',
    ]);
  });
});
