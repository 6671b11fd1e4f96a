import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import { type Resolver, useForm } from 'react-hook-form';
import { IntlProvider } from 'react-intl';
import { toFieldError } from './message-errors';
import { useErrorText } from './use-error-text';
import { CHECK_ON_SUBMIT, useFormField } from './use-form-field';

interface Values {
  name: string;
  city: string;
}

/** Refuses a name shorter than 3 and a city longer than 5 (with its {max}). */
const resolver: Resolver<Values> = (values) => {
  const errors = {
    ...(values.name.length < 3 ? { name: toFieldError({ id: 'form.required' }) } : {}),
    ...(values.city.length > 5 ? { city: toFieldError({ id: 'form.tooLong', values: { max: 5 } }) } : {}),
  };
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

const sent = jest.fn();

function TwoFields() {
  const form = useForm<Values>({ ...CHECK_ON_SUBMIT, defaultValues: { name: '', city: '' }, resolver });
  const errorText = useErrorText<'form.required' | 'form.tooLong'>();
  const name = useFormField(form, 'name');
  const city = useFormField(form, 'city');
  return (
    <Form onSubmit={form.handleSubmit(sent)} validationBehavior="aria">
      <TextField {...name.props}>
        <Label>Name</Label>
        <Input ref={name.ref} />
        <FieldError>{errorText(name.error)}</FieldError>
      </TextField>
      <TextField {...city.props}>
        <Label>City</Label>
        <Input ref={city.ref} />
        <FieldError>{errorText(city.error)}</FieldError>
      </TextField>
      <button type="submit">Send</button>
    </Form>
  );
}

function renderForm() {
  return render(
    <IntlProvider locale="en" messages={{ 'form.required': 'Required', 'form.tooLong': 'At most {max}' }}>
      <TwoFields />
    </IntlProvider>,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('useFormField', () => {
  beforeEach(() => sent.mockReset());

  it('shows the refused fields in the catalog words, focuses the first one and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field('City'), 'Santiago');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('At most 5')).toBeInTheDocument();
    expect(field('Name')).toHaveFocus();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).not.toHaveBeenCalled();
  });

  it("drops a field's error as soon as it is edited, without checking it again before the next submit", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field('City'), 'Santiago');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Required');
    // still too short: the error is gone all the same, and the other field keeps its own
    await user.type(field('Name'), 'A');
    expect(screen.queryByText('Required')).toBeNull();
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('At most 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.clear(field('City'));
    await user.type(field('City'), 'Lima');
    await user.type(field('Name'), 'na');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0]).toEqual({ name: 'Ana', city: 'Lima' });
  });
});
