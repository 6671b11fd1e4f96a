import { bulkReplaceResponseSchema, csvValidationResponseSchema, importResponseSchema } from './csv';

describe('csv answers', () => {
  it('parses a validation', () => {
    const validation = {
      isValid: true,
      validRows: 2,
      expectedTotalAttendees: 3,
      errors: [],
      warnings: ['Row 3: duplicated code'],
      categoryBreakdown: { 'Padres Novia': { invitations: 1, people: 2 } },
      sampleData: [
        {
          nombre: 'Ana',
          tipo_invitado: 'Padres Novia',
          acompanantes: 1,
          expectedAttendees: 2,
          codigo_unico: 'A1',
        },
      ],
    };
    expect(csvValidationResponseSchema.parse({ validation })).toEqual({ validation });
  });

  it('parses import and bulk-replace results', () => {
    const results = {
      imported: 3,
      updated: 1,
      errors: ['Row 5: name is required'],
      totalRows: 5,
      warnings: ['Columns ignored (not recognised): Mesa'],
    };
    expect(importResponseSchema.parse({ results })).toEqual({ results });
    expect(
      bulkReplaceResponseSchema.parse({ results: { totalGuestsImported: 4, totalExpectedAttendees: 9 } })
        .results,
    ).toEqual({ totalGuestsImported: 4, totalExpectedAttendees: 9 });
    expect(importResponseSchema.safeParse({ results: { imported: '3' } }).success).toBe(false);
  });
});
