import type { RawRow } from '../file-parsing/raw-row';
import type { GuestRow, RowsResult } from './guest-row';
import { readPeopleSheet } from './people-rows';

const raw = (rows: string[][]): RawRow[] => rows.map((cells, index) => ({ rowNumber: index + 1, cells }));

const guest = (invitationCode: string, rowNumber: number): GuestRow => ({
  rowNumber,
  name: `Guest ${invitationCode}`,
  invitationCode,
  maxPeopleAllowed: 3,
  companions: 2,
  peopleGiven: true,
});

const guestRows = (...rows: GuestRow[]): RowsResult => ({
  totalRows: rows.length,
  valid: rows,
  errors: [],
  warnings: [],
  invalidRows: 0,
});

describe('readPeopleSheet', () => {
  it('reads Spanish headers, orders by Persona, reads the child flag and splits the needs', () => {
    const rows = guestRows(guest('C-1', 2));
    readPeopleSheet(
      {
        name: 'Personas',
        rows: raw([
          ['Código', 'Persona', 'Nombre', 'Niño', 'Plato', 'Dieta', 'Nota', 'Mesa'],
          ['C-1', '2', ' Leo ', 'Sí', 'children', 'vegan; gluten-free', ''],
          ['C-1', '1', 'Ana', 'no', 'fish', '', 'Sin sal'],
        ]),
      },
      rows,
    );
    expect(rows.errors).toEqual([]);
    expect(rows.warnings).toEqual(['The sheet "Personas": columns not read: Mesa.']);
    expect(rows.valid[0]!.people).toEqual({
      sheet: 'Personas',
      people: [
        {
          rowNumber: 3,
          member: { name: 'Ana', child: false, meal: 'fish', dietary: [], dietaryNote: 'Sin sal' },
        },
        {
          rowNumber: 2,
          member: { name: 'Leo', child: true, meal: 'children', dietary: ['vegan', 'gluten-free'] },
        },
      ],
    });
  });

  it('gives a guest none of its people when one of its rows is wrong, and says which row', () => {
    const rows = guestRows(guest('C-1', 2), guest('C-2', 3));
    readPeopleSheet(
      {
        name: 'People',
        rows: raw([
          ['Invitation Code', 'Person', 'Name', 'Child'],
          ['C-1', '1', 'Ana', 'No'],
          ['C-1', '1', 'Luis', 'No'],
          ['C-2', '1', 'Bea', 'No'],
          ['C-2', 'dos', 'Eva', 'No'],
          ['', '1', 'Nadie', 'No'],
        ]),
      },
      rows,
    );
    expect(rows.errors).toEqual([
      'Sheet "People", row 5: Person must be a whole number from 1 to 10',
      'Sheet "People", row 6: no invitation code',
      'Sheet "People", row 2: a Person number is given twice for this invitation',
    ]);
    expect(rows.valid.map((row) => row.people)).toEqual([undefined, undefined]);
  });

  it('ignores an empty sheet, and refuses one without the code and name columns', () => {
    const rows = guestRows(guest('C-1', 2));
    readPeopleSheet({ name: 'People', rows: raw([['', ''], []]) }, rows);
    expect(rows).toEqual(guestRows(guest('C-1', 2)));
    expect(() => readPeopleSheet({ name: 'People', rows: raw([['Name', 'Meal']]) }, rows)).toThrow(
      'The sheet "People" lists people by invitation: it needs the columns Invitation Code and Name.',
    );
  });
});
