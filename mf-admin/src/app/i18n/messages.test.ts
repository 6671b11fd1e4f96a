// The back office's Spanish (issue 16 item 5), checked against the sources: every message the code shows
// (`t('…')`, `msg('…')`) has its Spanish, with the same placeholders; the catalog holds nothing the code
// no longer uses; and no text is written into a screen without going through `t()`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { MESSAGES_ES } from './messages-es';

const SRC = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const source = /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return source && !/(^|\/)(testing|test-builders)\.tsx?$/.test(full) ? [full] : [];
  });
}

const FILES = sourceFiles(SRC).map((file) => ({
  file: path.relative(SRC, file),
  text: readFileSync(file, 'utf8'),
}));

const unquote = (literal: string) => literal.replace(/\\(.)/g, '$1');

/** The messages a source passes to `t()` or marks with `msg()`: string literals as the first argument. */
export function messagesIn(text: string): string[] {
  const found: string[] = [];
  const call = /\b(?:t|msg)\(\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.)*)`)/g;
  for (const match of text.matchAll(call)) found.push(unquote(match[1] ?? match[2] ?? match[3] ?? ''));
  return found;
}

/** Argument names of an ICU message ({name}, {count, plural, …}), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if ('value' in element && typeof element.value === 'string') names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/**
 * Text written straight into a screen: a JSX text node with words, a text attribute (label="…"), or a
 * text property of an object literal (title: '…') that is not wrapped in t() or msg().
 */
export function untranslatedIn(text: string): string[] {
  const code = text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    // styled-components' CSS
    .replace(/styled(?:\.\w+|\([^)]*\))(?:\.attrs\([^)]*\))?(?:<[^>]*>)?`[^`]*`/g, '')
    .replace(/\bcss`[^`]*`/g, '')
    .replace(/keyframes`[^`]*`/g, '');
  const found: string[] = [];
  for (const match of code.matchAll(/(?<![=-])>\s*([^<>{}]*?[A-Za-zÁ-úñÑ]{2,}[^<>{}]*?)\s*</g)) {
    const words = match[1] ?? '';
    // code between a generic's or a comparison's angle brackets (`useState<T>(x) … a < b`), not JSX text
    if (/=>|\w\(|;|&&|\|\||\?\.|!==|===|\? \(|^\(\s*\w+\s*:/.test(words)) continue;
    // a generic call: `request<Type>(…)`
    if (/^[a-z]\w*$/.test(words) || /^& /.test(words) || /^\.[a-z]+$/.test(words)) continue;
    found.push(`text: ${words}`);
  }
  const attributes =
    /\b(aria-label|label|title|placeholder|description|subtitle|emptyState|confirmLabel|pendingLabel|cancelLabel|actionsLabel|alt)="([^"]*[A-Za-z]{2,}[^"]*)"/g;
  for (const match of code.matchAll(attributes)) found.push(`${match[1]}="${match[2]}"`);
  const properties =
    /\b(title|description|label|header|hint|message|placeholder|text|failure|emptyState)\s*:\s*(['`])([A-Z¿¡][^'`]*)\2/g;
  for (const match of code.matchAll(properties)) found.push(`${match[1]}: ${match[3]}`);
  return found;
}

describe('the Spanish back office', () => {
  const used = new Map<string, string>();
  for (const { file, text } of FILES) for (const message of messagesIn(text)) used.set(message, file);

  it('reads the messages of the sources (the checks below have something to check)', () => {
    expect(
      messagesIn('t(\'Guest Management\'); msg("Pending"); t(`Edit {name}`, { name }); t(other)'),
    ).toEqual(['Guest Management', 'Pending', 'Edit {name}']);
    expect(used.size).toBeGreaterThan(300);
  });

  it('has the Spanish of every message the code shows', () => {
    expect(
      [...used].filter(([message]) => !(message in MESSAGES_ES)).map(([m, file]) => `${file}: ${m}`),
    ).toEqual([]);
  });

  it('holds no message the code no longer shows', () => {
    expect(Object.keys(MESSAGES_ES).filter((message) => !used.has(message))).toEqual([]);
  });

  it('keeps each message’s placeholders, and says each in Spanish', () => {
    const wrong = Object.entries(MESSAGES_ES).filter(
      ([english, spanish]) =>
        spanish.trim() === '' || argumentsOf(spanish).join() !== argumentsOf(english).join(),
    );
    expect(wrong).toEqual([]);
  });

  it('finds text written into a screen when there is some (the check can fail)', () => {
    expect(
      untranslatedIn(
        `<Button aria-label="Close dialog">Save Changes</Button>; toast({ title: 'Guest Deleted' }); <p>{t('Fine')}</p><Muted> (you)</Muted>`,
      ),
    ).toEqual(['text: Save Changes', 'text: (you)', 'aria-label="Close dialog"', 'title: Guest Deleted']);
  });

  it('writes no text into a screen without t()', () => {
    const found = FILES.flatMap(({ file, text }) => untranslatedIn(text).map((hit) => `${file}: ${hit}`));
    expect(found).toEqual([]);
  });
});
