/**
 * The import's row errors and warnings in Spanish. The service answers them in English (its API's text, read
 * by tests and clients); this recognises each English template the guest-list
 * and phone-guest imports write (svc-admin guest-import/ and invitados/spreadsheet-import.ts) and writes
 * the Spanish one with the same values (row numbers, cells, column names; country names in Spanish when
 * known, else as they came). A message of no known template stays as it came.
 */

type Rule = readonly [RegExp, (...groups: string[]) => string];

const CODE_HINT = "add the guest's invitation code \\(codigo_unico\\)";
const OTHER_COUNTRY = 'a number of another country needs \\+ and its country code';

let countryCodes: Map<string, string> | undefined;

/** An English country name ("the Dominican Republic") in Spanish ("República Dominicana"), else as it came. */
export function countryEs(name: string): string {
  if (!countryCodes) {
    countryCodes = new Map();
    const english = new Intl.DisplayNames(['en'], { type: 'region' });
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const a of letters) {
      for (const b of letters) {
        const code = a + b;
        const found = english.of(code);
        if (found && found !== code) countryCodes.set(found, code);
      }
    }
  }
  const code = countryCodes.get(name.replace(/^the /, ''));
  return code ? (new Intl.DisplayNames(['es'], { type: 'region' }).of(code) ?? name) : name;
}

/** 'Spain (+34 …) or Chile (+56 …)' → 'España (+34 …) o Chile (+56 …)' */
const candidatesEs = (list: string) =>
  list
    .split(' or ')
    .map((item) => item.replace(/^(.+?) \(/, (_, name: string) => `${countryEs(name)} (`))
    .join(' o ');

/** 'phone +34… belongs to "Ana"' → 'el teléfono +34… es de "Ana"' (the e-mail likewise) */
const passedOverEs = (part: string) =>
  part
    .replace(/^phone (.+) belongs to (.+)$/, 'el teléfono $1 es de $2')
    .replace(/^e-mail (.+) belongs to (.+)$/, 'el correo $1 es de $2');

const byEs = (by: string) =>
  ({
    'invitation code': 'código de invitación',
    phone: 'teléfono',
    'e-mail': 'correo',
    'name and category': 'nombre y categoría',
  })[by] ?? by;

/** What follows "Row 7" (": the name … is empty"), each template with its Spanish; the first that fits. */
const ROW_RULES: Rule[] = [
  [/^: the name \((.+)\) is empty$/, (c) => `: el nombre (${c}) está vacío`],
  [/^: the name is longer than (\d+) characters$/, (n) => `: el nombre tiene más de ${n} caracteres`],
  [/^: "(.*)" is not a valid email address$/s, (v) => `: "${v}" no es una dirección de correo válida`],
  [/^: the category is longer than (\d+) characters$/, (n) => `: la categoría tiene más de ${n} caracteres`],
  [
    /^: category "(.*)" is not one of the six guest categories \(kept as written\)$/s,
    (v) =>
      `: la categoría "${v}" no es una de las seis categorías de invitado (se guarda tal como está escrita)`,
  ],
  [
    /^: category "(.*)" is not one of the six guest categories$/s,
    (v) => `: la categoría "${v}" no es una de las seis categorías de invitado`,
  ],
  [
    /^: invitation code "(.*)" may only hold letters, digits, - and _ \(at most (\d+)\)$/s,
    (v, n) => `: el código de invitación "${v}" solo puede tener letras, cifras, - y _ (como máximo ${n})`,
  ],
  [/^: invitation code "(.*)" already exists$/s, (v) => `: el código de invitación "${v}" ya existe`],
  [
    /^: invitation code "(.*)" is repeated in rows (.+)$/s,
    (v, rows) => `: el código de invitación "${v}" se repite en las filas ${rows}`,
  ],
  [
    /^: a phone guest needs a WhatsApp number \((.+)\)$/,
    (c) => `: un invitado por teléfono necesita un número de WhatsApp (${c})`,
  ],
  [
    /^: phone (.+) was rounded by the spreadsheet \(a long number shown in scientific notation keeps only its first digits\); format the (.+) column as Text, type the whole number and import the file again$/s,
    (p, c) =>
      `: la hoja de cálculo redondeó el teléfono ${p} (un número largo mostrado en notación científica conserva solo sus primeras cifras); da formato de Texto a la columna ${c}, escribe el número completo e importa el archivo de nuevo`,
  ],
  [
    new RegExp(`^: phone (.+) has more digits than a number of (.+?); check it \\(${OTHER_COUNTRY}\\)$`, 's'),
    (p, c) =>
      `: el teléfono ${p} tiene más cifras que un número de ${countryEs(c)}; revísalo (un número de otro país necesita + y su código de país)`,
  ],
  [
    new RegExp(
      `^: phone (.+) has fewer digits than a number of (.+?); check it \\(${OTHER_COUNTRY}(?:: as a number of (.+))?\\)$`,
      's',
    ),
    (p, c, list) =>
      `: el teléfono ${p} tiene menos cifras que un número de ${countryEs(c)}; revísalo (un número de otro país necesita + y su código de país${list ? `: como número de ${candidatesEs(list)}` : ''})`,
  ],
  [
    /^: phone (.+) is not a number of (.+?), and could be a number of (.+); write it with \+ and its country code$/s,
    (p, c, list) =>
      `: el teléfono ${p} no es un número de ${countryEs(c)} y podría ser un número de ${candidatesEs(list)}; escríbelo con + y su código de país`,
  ],
  [
    /^: phone (.+) is not a number of (.+?); it was stored as a number of (.+), (\+[\d ]+)\. Check it \(written with \+ and its country code, it gives no warning\)$/s,
    (p, c, other, stored) =>
      `: el teléfono ${p} no es un número de ${countryEs(c)}; se guardó como número de ${countryEs(other)}, ${stored}. Revísalo (escrito con + y su código de país, no da aviso)`,
  ],
  [
    /^: phone (.+) is Mexico's old mobile form; it was stored as (.+) \(since 2019 no "1" follows \+52\)$/s,
    (p, s) =>
      `: el teléfono ${p} tiene la forma antigua de los móviles de México; se guardó como ${s} (desde 2019 no va un "1" después de +52)`,
  ],
  [
    /^: phone (.+) \(scientific notation\) was stored as (.+)$/s,
    (p, s) => `: el teléfono ${p} (en notación científica) se guardó como ${s}`,
  ],
  [/^: (.+) is not a valid phone number$/s, (p) => `: ${p} no es un número de teléfono válido`],
  [
    /^: (.+) must be a whole number from (\d+) to (\d+) \(got "(.*)"\)$/s,
    (c, a, b, v) => `: ${c} debe ser un número entero de ${a} a ${b} (se recibió "${v}")`,
  ],
  [
    /^: (.+) must be a whole number from (\d+) \(got "(.*)"\)$/s,
    (c, a, v) => `: ${c} debe ser un número entero desde ${a} (se recibió "${v}")`,
  ],
  [
    /^: (.+) "(.*)" is not es \(Español\) or en \(English\)$/s,
    (c, v) => `: ${c} "${v}" no es es (Español) ni en (English)`,
  ],
  [/^: (.+) "(.*)" is not one of (.+)$/s, (c, v, list) => `: ${c} "${v}" no es uno de: ${list}`],
  [
    /^: the party is (\d+) \((.+?)\); (.+) "(.*)" was not used$/s,
    (n, c, other, v) => `: el grupo es de ${n} (${c}); no se usó ${other} "${v}"`,
  ],
  [
    /^: (.+) "(.*)" is not a date \(ISO 8601: 2025-06-01T18:30:00\.000Z, or 2025-06-01\)$/s,
    (c, v) => `: ${c} "${v}" no es una fecha (ISO 8601: 2025-06-01T18:30:00.000Z, o 2025-06-01)`,
  ],
  [
    /^: (.+) "(.*)" is outside 2000-01-01 to tomorrow$/s,
    (c, v) => `: ${c} "${v}" está fuera del intervalo de 2000-01-01 a mañana`,
  ],
  [
    /^: the (.+) cell holds a formula without a saved result \(the program that wrote the file does not calculate formulas\); type the value itself instead$/s,
    (c) =>
      `: la celda ${c} tiene una fórmula sin resultado guardado (el programa que escribió el archivo no calcula fórmulas); escribe el valor en su lugar`,
  ],
  [
    /^: the (.+) cell holds a formula; type the value itself instead$/s,
    (c) => `: la celda ${c} tiene una fórmula; escribe el valor en su lugar`,
  ],
  [
    /^: the (.+) cell "(.*)" looks like a formula; formulas are not accepted$/s,
    (c, v) => `: la celda ${c} "${v}" parece una fórmula; no se aceptan fórmulas`,
  ],
  [
    new RegExp(`^: fits (\\d+) guests by (.+?): (.+); ${CODE_HINT} to say which$`, 's'),
    (n, by, guests) =>
      `: coincide con ${n} invitados por ${byEs(by)}: ${guests}; añade el código de invitación del invitado (codigo_unico) para indicar cuál`,
  ],
  [
    new RegExp(
      `^: rows (.+) all fit the guest "(.*)" \\((.+)\\); ${CODE_HINT} to the row meant for it$`,
      's',
    ),
    (rows, name, code) =>
      `: las filas ${rows} coinciden todas con el invitado "${name}" (${code}); añade el código de invitación del invitado (codigo_unico) a la fila que le corresponde`,
  ],
  [
    /^: "(.*)" \((.+)\) has confirmed (\d+) people; the maximum cannot go down to (\d+)$/s,
    (name, code, n, max) =>
      `: "${name}" (${code}) ha confirmado ${n} personas; el máximo no puede bajar a ${max}`,
  ],
  [
    /^: "(.*)" was being changed by someone else while the import ran; import again to apply this row$/s,
    (name) =>
      `: otra persona estaba cambiando a "${name}" durante la importación; importa de nuevo para aplicar esta fila`,
  ],
  [
    /^: "(.*)" changed while the import ran \(an answer, or an edit\); import again to apply this row$/s,
    (name) =>
      `: "${name}" cambió durante la importación (una respuesta o una edición); importa de nuevo para aplicar esta fila`,
  ],
  [
    /^: the guest "(.*)" was deleted while the file was imported; not updated$/s,
    (name) => `: el invitado "${name}" se eliminó mientras se importaba el archivo; no se actualizó`,
  ],
  [
    /^: "(.*)": phone (.+) is on (\d+) rows \((.+)\); a phone guest has one number$/s,
    (name, p, n, rows) =>
      `: "${name}": el teléfono ${p} está en ${n} filas (${rows}); un invitado por teléfono tiene un solo número`,
  ],
  [
    /^: "(.*)": phone (.+) was added meanwhile; import again to update it$/s,
    (name, p) => `: "${name}": el teléfono ${p} se añadió mientras tanto; importa de nuevo para actualizarlo`,
  ],
  [
    /^: "(.*)" keeps their answer \((.+)\); an import does not change a phone guest's answer \(edit it in the list\)$/s,
    (name, answer) =>
      `: "${name}" conserva su respuesta (${answer}); una importación no cambia la respuesta de un invitado por teléfono (edítala en la lista)`,
  ],
  [
    /^: "(.*)" is new and has no category; a phone guest needs one of the six$/s,
    (name) => `: "${name}" es nuevo y no tiene categoría; un invitado por teléfono necesita una de las seis`,
  ],
  [
    /^: "(.*)" has (\d+) confirmed people, more than their maximum of (\d+)$/s,
    (name, n, max) => `: "${name}" tiene ${n} personas confirmadas, más que su máximo de ${max}`,
  ],
  [
    /^: "(.*)" has confirmed (\d+) people; the maximum cannot go down to (\d+)$/s,
    (name, n, max) => `: "${name}" ha confirmado ${n} personas; el máximo no puede bajar a ${max}`,
  ],
  [
    /^: (.+); "(.*)" (was added as a new guest|was not matched by it|was matched by (.+?) instead \((.+)\))$/s,
    (parts, name, outcome, by, code) =>
      `: ${parts.split('; ').map(passedOverEs).join('; ')}; "${name}" ${
        outcome === 'was added as a new guest'
          ? 'se añadió como invitado nuevo'
          : outcome === 'was not matched by it'
            ? 'no se emparejó por ello'
            : `se emparejó por ${byEs(by ?? '')} en su lugar (${code})`
      }`,
  ],
];

/** Messages that name no row. */
const FILE_RULES: Rule[] = [
  [
    /^Columns ignored \(phone guests have none\): (.+)$/s,
    (c) => `Columnas ignoradas (los invitados por teléfono no las tienen): ${c}`,
  ],
  [/^Columns ignored \(not recognised\): (.+)$/s, (c) => `Columnas ignoradas (no reconocidas): ${c}`],
  [/^Columns ignored \(repeated\): (.+)$/s, (c) => `Columnas ignoradas (repetidas): ${c}`],
  [
    /^The file has no category column \(Category or tipo_invitado\); a new phone guest needs one$/,
    () =>
      'El archivo no tiene columna de categoría (Category o tipo_invitado); un invitado por teléfono nuevo necesita una',
  ],
  [
    /^The file has no tipo_invitado \(category\) column$/,
    () => 'El archivo no tiene columna tipo_invitado (categoría)',
  ],
  [/^…and (\d+) more$/, (n) => `…y ${n} más`],
];

const applyRules = (rules: Rule[], text: string): string | undefined => {
  for (const [pattern, spanish] of rules) {
    const match = pattern.exec(text);
    if (match) return spanish(...match.slice(1).map((group) => group ?? ''));
  }
  return undefined;
};

/** One import message in Spanish; a message of no known template as it came. */
export function importMessageEs(text: string): string {
  const row = /^Row (\d+)(.*)$/s.exec(text);
  if (row) {
    const rest = applyRules(ROW_RULES, row[2] ?? '');
    if (rest === undefined) return text;
    return `Fila ${row[1]}${rest}`;
  }
  return applyRules(FILE_RULES, text) ?? text;
}
