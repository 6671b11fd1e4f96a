import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { SelectField } from '../components/select-field';
import { TextField } from '../components/text-field';
import { useAdminForm, useBoundField } from './admin-form';
import { schemaResolver } from './form-resolver';

const schema = z.object({
  name: z.string().min(1, 'Name is required'),
  size: z.enum(['S', 'M'], { error: 'Choose a size' }),
});
type Values = { name: string; size: string };
const SIZES = [
  { id: '', label: 'Choose' },
  { id: 'S', label: 'Small' },
  { id: 'M', label: 'Medium' },
];

function SizeForm({
  onValid,
  focus = false,
}: {
  onValid(values: z.output<typeof schema>): Promise<void>;
  focus?: boolean;
}) {
  const form = useAdminForm<Values, z.output<typeof schema>>({
    defaultValues: { name: '', size: '' },
    resolver: schemaResolver(schema),
    shouldFocusError: focus,
  });
  // in the fields' order on screen
  const size = useBoundField(form, 'size');
  const name = useBoundField(form, 'name');
  return (
    <form noValidate aria-label="Order" onSubmit={form.submitWith(onValid)}>
      <SelectField label="Size" options={SIZES} {...size} />
      <TextField label="Name" {...name} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useAdminForm and useBoundField', () => {
  it('shows the errors on submit and clears a field’s error once it is edited, until the next submit', async () => {
    const onValid = jest.fn(async () => {});
    render(<SizeForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a size')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus(); // no focus move unless asked
    await userEvent.type(screen.getByLabelText('Name'), 'A');
    await userEvent.clear(screen.getByLabelText('Name'));
    expect(screen.queryByText('Name is required')).toBeNull(); // not checked again while typing
    expect(screen.getByText('Choose a size')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: /Size$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Medium' }));
    expect(screen.queryByText('Choose a size')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledWith({ name: 'Ana', size: 'M' }, expect.anything());
  });

  it('moves the focus to the first field to fix when asked to', async () => {
    render(<SizeForm onValid={async () => {}} focus />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose a size')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Size$/ })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: /Size$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Small' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Name is required');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('sends nothing while a submit is under way', async () => {
    let release: () => void = () => {};
    const onValid = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    render(<SizeForm onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: /Size$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Small' }));
    const form = screen.getByRole('form', { name: 'Order' });
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(onValid).toHaveBeenCalledTimes(1);
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(onValid).toHaveBeenCalledTimes(1);
    await act(async () => release());
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(onValid).toHaveBeenCalledTimes(2);
  });
});
