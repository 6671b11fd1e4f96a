import { countryEs, importMessageEs } from './import-messages-es';

/**
 * One real message of every template the imports write (from svc-admin's tests and sources), with the
 * values the Spanish keeps.
 */
const CASES: [english: string, values: string[]][] = [
  ['Row 2: the name (Nombre) is empty', ['Fila 2', 'Nombre']],
  ['Row 3: the name is longer than 200 characters', ['Fila 3', '200']],
  ['Row 4: "x@" is not a valid email address', ['Fila 4', '"x@"']],
  ['Row 5: the category is longer than 60 characters', ['Fila 5', '60']],
  [
    'Row 5: category "Vecinos" is not one of the six guest categories (kept as written)',
    ['Fila 5', '"Vecinos"'],
  ],
  ['Row 6: category "Primos" is not one of the six guest categories', ['Fila 6', '"Primos"']],
  ['Row 2: invitation code "A-1" already exists', ['Fila 2', '"A-1"']],
  ['Row 4: invitation code "DUP" is repeated in rows 2, 4', ['Fila 4', '"DUP"', '2, 4']],
  [
    'Row 4: invitation code "bad code!" may only hold letters, digits, - and _ (at most 64)',
    ['Fila 4', '"bad code!"', '64'],
  ],
  ['Row 2: a phone guest needs a WhatsApp number (Phone)', ['Fila 2', '(Phone)']],
  ['Row 3: "abc" is not a valid phone number', ['Fila 3', '"abc"']],
  [
    'Row 12: phone "8.30E+09" was rounded by the spreadsheet (a long number shown in scientific notation keeps only its first digits); format the Teléfono/Celular/WhatsApp column as Text, type the whole number and import the file again',
    ['Fila 12', '"8.30E+09"', 'Teléfono/Celular/WhatsApp'],
  ],
  [
    'Row 7: phone "849-555-21000" has more digits than a number of the Dominican Republic; check it (a number of another country needs + and its country code)',
    ['Fila 7', '"849-555-21000"', 'República Dominicana'],
  ],
  [
    'Row 3: phone "612 345" has fewer digits than a number of the Dominican Republic; check it (a number of another country needs + and its country code: as a number of Spain (+34 612 34 56 78) or Chile (+56 6 1234 5678))',
    ['Fila 3', '"612 345"', 'República Dominicana', 'España (+34 612 34 56 78)', 'Chile (+56 6 1234 5678)'],
  ],
  [
    'Row 3: phone "612 345" has fewer digits than a number of the Dominican Republic; check it (a number of another country needs + and its country code)',
    ['Fila 3', '"612 345"', 'República Dominicana'],
  ],
  [
    'Row 4: phone "6123456789" is not a number of the Dominican Republic, and could be a number of Spain (+34 612 34 56 78) or Chile (+56 6 1234 5678); write it with + and its country code',
    ['Fila 4', '"6123456789"', 'República Dominicana', 'España (+34 612 34 56 78)'],
  ],
  [
    'Row 5: phone "212 555 0101" is not a number of the Dominican Republic; it was stored as a number of the United States, +1 212 555 0101. Check it (written with + and its country code, it gives no warning)',
    ['Fila 5', '"212 555 0101"', 'República Dominicana', 'Estados Unidos', '+1 212 555 0101'],
  ],
  [
    'Row 6: phone "+52 1 55 1234 5678" is Mexico\'s old mobile form; it was stored as +52 55 1234 5678 (since 2019 no "1" follows +52)',
    ['Fila 6', '"+52 1 55 1234 5678"', '+52 55 1234 5678', 'México'],
  ],
  [
    'Row 13: phone "8.095550104E+09" (scientific notation) was stored as +1 809 555 0104',
    ['Fila 13', '"8.095550104E+09"', '+1 809 555 0104'],
  ],
  [
    'Row 10: Nº personas must be a whole number from 1 to 10 (got "once")',
    ['Fila 10', 'Nº personas', '1', '10', '"once"'],
  ],
  ['Row 4: Admin Edits must be a whole number from 0 (got "-1")', ['Fila 4', 'Admin Edits', '"-1"']],
  [
    'Row 2: the party is 4 (Expected Attendees); acompanantes "2" was not used',
    ['Fila 2', '4', '(Expected Attendees)', 'acompanantes "2"'],
  ],
  [
    'Row 4: Created At "ayer" is not a date (ISO 8601: 2025-06-01T18:30:00.000Z, or 2025-06-01)',
    ['Fila 4', 'Created At "ayer"', '2025-06-01T18:30:00.000Z'],
  ],
  [
    'Row 3: Created At "9999-12-31" is outside 2000-01-01 to tomorrow',
    ['Fila 3', 'Created At "9999-12-31"', '2000-01-01'],
  ],
  [
    'Row 4: Invitation Status "lost" is not one of pending, sent, opened, responded',
    ['Fila 4', 'Invitation Status "lost"', 'pending, sent, opened, responded'],
  ],
  [
    'Row 6: Idioma "fr" is not es (Español) or en (English)',
    ['Fila 6', 'Idioma "fr"', 'es (Español)', 'en (English)'],
  ],
  [
    'Row 2: the acompanantes cell holds a formula without a saved result (the program that wrote the file does not calculate formulas); type the value itself instead',
    ['Fila 2', 'acompanantes'],
  ],
  [
    'Row 2: the Nombre completo cell holds a formula; type the value itself instead',
    ['Fila 2', 'Nombre completo'],
  ],
  [
    'Row 3: the nombre cell "=1+1" looks like a formula; formulas are not accepted',
    ['Fila 3', 'nombre', '"=1+1"'],
  ],
  [
    'Row 2: fits 2 guests by name and category: "Ana Mora" (A-1), "Ana Mora" (A-2); add the guest\'s invitation code (codigo_unico) to say which',
    ['Fila 2', '2', 'nombre y categoría', '"Ana Mora" (A-1), "Ana Mora" (A-2)', 'codigo_unico'],
  ],
  [
    'Row 2: rows 2, 3 all fit the guest "Elena Mora" (M-1); add the guest\'s invitation code (codigo_unico) to the row meant for it',
    ['Fila 2', '2, 3', '"Elena Mora" (M-1)', 'codigo_unico'],
  ],
  [
    'Row 2: "Carla Mar" (C-1) has confirmed 3 people; the maximum cannot go down to 2',
    ['Fila 2', '"Carla Mar" (C-1)', '3', '2'],
  ],
  [
    'Row 2: "Rosa Ríos" was being changed by someone else while the import ran; import again to apply this row',
    ['Fila 2', '"Rosa Ríos"'],
  ],
  [
    'Row 2: "Rosa Ríos" changed while the import ran (an answer, or an edit); import again to apply this row',
    ['Fila 2', '"Rosa Ríos"'],
  ],
  [
    'Row 2: the guest "Rosa Ríos" was deleted while the file was imported; not updated',
    ['Fila 2', '"Rosa Ríos"'],
  ],
  [
    'Row 2: phone +18095550404 belongs to "Ana Peña"; "Pedro Peña" was added as a new guest',
    ['Fila 2', '+18095550404', '"Ana Peña"', '"Pedro Peña"'],
  ],
  [
    'Row 2: phone +18095550404 belongs to "Ana Peña"; e-mail eva@example.com belongs to "Eva Sol"; "Pedro Peña" was matched by e-mail instead (PP-1)',
    ['Fila 2', '+18095550404', 'eva@example.com', '"Eva Sol"', '"Pedro Peña"', '(PP-1)'],
  ],
  [
    'Row 3: phone +18095550202 belongs to "Rosa Vidal", "Tomás Vidal"; "Someone Else" was not matched by it',
    ['Fila 3', '"Rosa Vidal", "Tomás Vidal"', '"Someone Else"'],
  ],
  [
    'Row 3: "Uno": phone +1 809 555 0606 is on 2 rows (3, 4); a phone guest has one number',
    ['Fila 3', '"Uno"', '+1 809 555 0606', '(3, 4)'],
  ],
  [
    'Row 4: "Dos": phone +1 809 555 0606 was added meanwhile; import again to update it',
    ['Fila 4', '"Dos"', '+1 809 555 0606'],
  ],
  [
    'Row 2: "José Núñez" keeps their answer (Confirmed, 3 people); an import does not change a phone guest\'s answer (edit it in the list)',
    ['Fila 2', '"José Núñez"'],
  ],
  [
    'Row 5: "Sin Categoría" is new and has no category; a phone guest needs one of the six',
    ['Fila 5', '"Sin Categoría"'],
  ],
  ['Row 6: "Ana" has 4 confirmed people, more than their maximum of 2', ['Fila 6', '"Ana"', '4', '2']],
  [
    'Row 7: "José Núñez" has confirmed 3 people; the maximum cannot go down to 2',
    ['Fila 7', '"José Núñez"', '3', '2'],
  ],
  [
    'Columns ignored (phone guests have none): email, codigo_unico, Message',
    ['email, codigo_unico, Message'],
  ],
  ['Columns ignored (not recognised): Mesa, Regalo', ['Mesa, Regalo']],
  ['Columns ignored (repeated): email', ['email']],
  [
    'The file has no category column (Category or tipo_invitado); a new phone guest needs one',
    ['Category', 'tipo_invitado'],
  ],
  ['The file has no tipo_invitado (category) column', ['tipo_invitado']],
  ['…and 2 more', ['2']],
];

/** Words of the English templates (the values a case keeps are taken out first). */
const ENGLISH =
  /\b(the|is|not|was|has|and|or|of|with|must|phone|rows?|guests?|number|columns?|cell|import|stored|ignored|category|name|more|digits|check|write|people|maximum|from|to|it|by|fits|belongs|changed|added)\b/i;

describe('importMessageEs', () => {
  it.each(CASES)('%s → Spanish, with its values', (english, values) => {
    const spanish = importMessageEs(english);
    expect(spanish).not.toBe(english);
    let rest = spanish;
    for (const value of values) {
      expect(spanish).toContain(value);
      rest = rest.replace(value, '');
    }
    // the answer kept as the service wrote it
    rest = rest.replace('(Confirmed, 3 people)', '');
    expect(rest).not.toMatch(ENGLISH);
  });

  it('leaves a message of no known template, and a row message of none, as they came', () => {
    expect(importMessageEs('Something new happened')).toBe('Something new happened');
    expect(importMessageEs('Row 3: something new')).toBe('Row 3: something new');
  });

  it('names countries in Spanish when it knows them, else as they came', () => {
    expect(countryEs('the Dominican Republic')).toBe('República Dominicana');
    expect(countryEs('Spain')).toBe('España');
    expect(countryEs('+999')).toBe('+999');
  });
});
