// The hosts' own guest fields in the back office, made from the registry (GUEST_FIELDS): a label each, the
// columns and their sort, the form's values and body, and the number inputs (in Spanish too).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUEST_FIELDS } from '@wedding/shared-contracts';
import { ApiError } from '@wedding/shared-contracts/web';
import { IntlProvider } from 'react-intl';
import { sortRows } from '../components/data-table';
import { useAdminForm } from './admin-form';
import {
  GUEST_FIELD_LABELS,
  GuestFieldInputs,
  guestFieldBody,
  guestFieldColumns,
  guestFieldFormValues,
  guestFieldSorts,
  guestFieldsIn,
  guestFieldsInUse,
  showGuestFieldErrors,
} from './guest-fields';
import { SHARED_MESSAGES_ES } from './i18n/messages-es-shared';
import type { Translate } from './i18n/use-t';

const t = Object.assign((message: string) => message, { known: (text: string) => text }) as Translate;

interface Row {
  id: string;
  tableNumber?: number | null;
}
const rows: Row[] = [
  { id: 'none' },
  { id: 'twelve', tableNumber: 12 },
  { id: 'cleared', tableNumber: null },
  { id: 'three', tableNumber: 3 },
];

describe('the guest fields’ labels', () => {
  it('label every field of the registry, in Spanish too (Table: Mesa)', () => {
    for (const field of GUEST_FIELDS) {
      expect(GUEST_FIELD_LABELS[field.id]).toBeTruthy();
      expect(SHARED_MESSAGES_ES[GUEST_FIELD_LABELS[field.id]]).toBeTruthy();
    }
    expect(SHARED_MESSAGES_ES[GUEST_FIELD_LABELS.table]).toBe('Mesa');
  });
});

describe('the guest fields’ columns', () => {
  it('show a field only when asked, its number right-aligned, nothing for a guest without one', () => {
    expect(guestFieldColumns<'unified_guests', Row>('unified_guests', t, [])).toEqual([]);
    const [column, ...others] = guestFieldColumns<'unified_guests', Row>('unified_guests', t, ['table']);
    expect(others).toEqual([]);
    expect(column).toMatchObject({ id: 'table', header: 'Table', align: 'end' });
    expect(column?.render(rows[1]!)).toBe(12);
    expect(column?.render(rows[0]!)).toBeNull();
    expect(column?.render(rows[2]!)).toBeNull();
  });

  it('sort by the number, a guest without one last either way (as Confirmed People sorts)', () => {
    const sorts = guestFieldSorts<'unified_guests', Row>('unified_guests');
    const order = (direction: 'ascending' | 'descending') =>
      sortRows(rows, sorts, { column: 'table', direction }).map((row) => row.id);
    expect(order('ascending')).toEqual(['three', 'twelve', 'none', 'cleared']);
    expect(order('descending')).toEqual(['twelve', 'three', 'none', 'cleared']);
  });

  it('read the field by its name on each list', () => {
    const phoneGuest = { mesa: 8, tableNumber: 1 };
    const [column] = guestFieldColumns<'invitados', typeof phoneGuest>('invitados', t, ['table']);
    expect(column?.render(phoneGuest)).toBe(8);
    expect(guestFieldsInUse('invitados', [{}, phoneGuest])).toEqual(['table']);
    expect(guestFieldsInUse('invitados', [{ mesa: null }, {}])).toEqual([]);
    expect(guestFieldsInUse('unified_guests', rows)).toEqual(['table']);
  });
});

describe('the guest fields’ form values', () => {
  it('start from the guest, blank for none', () => {
    expect(guestFieldFormValues('unified_guests')).toEqual({ tableNumber: '' });
    expect(guestFieldFormValues('unified_guests', { tableNumber: 12 })).toEqual({ tableNumber: '12' });
    expect(guestFieldFormValues('invitados', { mesa: null })).toEqual({ mesa: '' });
  });

  it('send the trimmed text; blank is left out of a new guest', () => {
    expect(guestFieldBody('unified_guests', { tableNumber: ' 12 ' })).toEqual({ tableNumber: '12' });
    expect(guestFieldBody('unified_guests', { tableNumber: '  ' })).toEqual({});
  });

  it('on an edit, blank clears (null) what the guest has, and leaves out what it has not', () => {
    expect(guestFieldBody('invitados', { mesa: '' }, { mesa: 4 })).toEqual({ mesa: null });
    expect(guestFieldBody('invitados', { mesa: '' }, { mesa: null })).toEqual({});
    expect(guestFieldBody('invitados', { mesa: '5' }, { mesa: 4 })).toEqual({ mesa: '5' });
  });

  it('pass on the fields a checked body holds', () => {
    expect(guestFieldsIn('invitados', { mesa: null })).toEqual({ mesa: null });
    expect(Object.keys(guestFieldsIn('invitados', {}))).toEqual([]);
  });
});

interface Values {
  tableNumber: string;
}

function Form({ editing, refusal }: { editing: boolean; refusal?: unknown }) {
  const form = useAdminForm<Values>({ defaultValues: { tableNumber: '7' } });
  return (
    <form>
      <GuestFieldInputs list="unified_guests" form={form} pending={false} editing={editing} />
      <button type="button" onClick={() => showGuestFieldErrors('unified_guests', form.setError, refusal)}>
        refuse
      </button>
    </form>
  );
}

describe('the guest fields’ inputs', () => {
  it('a labelled number input per field, its range said, a numeric keyboard', () => {
    render(<Form editing={false} />);
    const input = screen.getByRole('textbox', { name: 'Table' });
    expect(input).toHaveValue('7');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('name', 'tableNumber');
    expect(input).toHaveAccessibleDescription('Optional, 1 to 200');
  });

  it('in Spanish: Mesa, and blank clears it when editing', () => {
    render(
      <IntlProvider locale="es" defaultLocale="en-US" messages={SHARED_MESSAGES_ES}>
        <Form editing />
      </IntlProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Mesa' })).toHaveAccessibleDescription(
      'De 1 a 200; vacío lo borra',
    );
  });

  it('shows the message of the service’s 400 under the field it refused', async () => {
    const message = GUEST_FIELDS[0].message;
    const refusal = new ApiError(message, 400, 'Bad Request', message, {
      error: message,
      details: [{ path: 'tableNumber', message }],
    });
    render(<Form editing refusal={refusal} />);
    await userEvent.click(screen.getByRole('button', { name: 'refuse' }));
    expect(screen.getByRole('textbox', { name: 'Table' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});
