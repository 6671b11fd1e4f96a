import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentToasts, dismissToast } from '@wedding/shared-contracts/ui';
import { queryClientDefaults } from '@wedding/shared-contracts/web';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '../../../app/i18n/language-provider';
import { DEFAULT_LOCALE, setLocale } from '../../../shared/i18n/locale-store';
import { ContactForm } from './contact-form';

let fetchMock: jest.Mock;

function renderForm(url = '/contact') {
  const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <LanguageProvider>
          <ContactForm />
        </LanguageProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const message = () => screen.getByRole('textbox', { name: 'Mensaje' }) as HTMLTextAreaElement;

beforeEach(() => {
  fetchMock = jest.fn().mockResolvedValue({
    ok: true,
    status: 201,
    statusText: '',
    headers: { get: () => 'application/json' },
    text: async () => '{"message":"ok"}',
    json: async () => ({ message: 'ok' }),
  });
  global.fetch = fetchMock;
  act(() => dismissToast());
});

afterEach(() => act(() => setLocale(DEFAULT_LOCALE)));

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Nombre'), 'Rosa Díaz');
  await user.type(field('Correo electrónico'), 'rosa@example.com');
  await user.click(screen.getByTestId('contact-subject'));
  await user.click(await screen.findByRole('option', { name: 'Regalos' }));
  await user.type(message(), '¿Tienen mesa de regalos?');
  await user.click(screen.getByTestId('contact-submit'));
}

describe('contact form', () => {
  it('ends in a lasting thank-you, besides the toast, and "send another message" brings an empty form', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillAndSend(user);
    const thanks = await screen.findByTestId('contact-thanks');
    expect(thanks).toHaveTextContent('¡Gracias, Rosa Díaz!');
    expect(thanks).toHaveTextContent(
      'Recibimos tu mensaje y te responderemos a rosa@example.com muy pronto.',
    );
    expect(screen.getByRole('heading', { name: '¡Gracias, Rosa Díaz!' })).toHaveFocus();
    expect(currentToasts()[0]).toMatchObject({ title: '¡Mensaje enviado!' });
    expect(screen.queryByTestId('contact-form')).toBeNull();
    // the toast going away leaves the thanks in place
    act(() => dismissToast());
    expect(screen.getByTestId('contact-thanks')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Enviar otro mensaje' }));
    expect(screen.queryByTestId('contact-thanks')).toBeNull();
    expect(field('Nombre').value).toBe('');
    expect(message().value).toBe('');
    expect(field('Nombre')).toHaveFocus();
  });

  it('says thanks in English', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    act(() => setLocale('en'));
    await user.type(field('Name'), 'Rosa');
    await user.type(field('Email'), 'rosa@example.com');
    await user.click(screen.getByTestId('contact-subject'));
    await user.click(await screen.findByRole('option', { name: 'Gifts' }));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByTestId('contact-thanks')).toHaveTextContent(
      'Thank you, Rosa!We received your message and will reply to rosa@example.com very soon.',
    );
    expect(screen.getByRole('button', { name: 'Send another message' })).toBeInTheDocument();
  });

  it('keeps the form and what was typed when sending fails', async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    renderForm();
    await fillAndSend(user);
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ variant: 'destructive' }));
    expect(screen.queryByTestId('contact-thanks')).toBeNull();
    expect(field('Nombre').value).toBe('Rosa Díaz');
  });

  it('takes the subject and the guest number from a link, and the message in the active language', async () => {
    renderForm('/contact?subject=rsvp_question&phone=%2B18095559999');
    await waitFor(() =>
      expect(message().value).toBe(
        'Hola. Intenté confirmar mi asistencia con mi número de WhatsApp +1 809 555 9999 y no pude. ¿Me pueden ayudar?',
      ),
    );
    expect(screen.getByTestId('contact-subject')).toHaveTextContent('Pregunta sobre la confirmación (RSVP)');
    expect(field('Nombre').value).toBe('');
  });

  it('ignores a subject that is not one of the nine and a phone that is not a number', async () => {
    renderForm('/contact?subject=%3Cscript%3E&phone=call%20me%20maybe');
    // the link's values are applied once mounted: give that a chance, then nothing changed
    await act(async () => undefined);
    expect(message().value).toBe('');
    expect(screen.getByTestId('contact-subject')).toHaveTextContent('Elige un tema');
  });

  it('refuses an incomplete message in the guest words, focuses the first field, and an edit clears only its error', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(field('Correo electrónico'), 'rosa@');
    await user.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    expect(screen.getByText('Correo electrónico inválido')).toBeInTheDocument();
    expect(screen.getByText('El asunto es requerido')).toBeInTheDocument();
    expect(screen.getByText('El mensaje es requerido')).toBeInTheDocument();
    expect(field('Nombre')).toHaveFocus();
    await user.type(field('Nombre'), 'R');
    expect(screen.queryByText('El nombre es requerido')).toBeNull();
    expect(screen.getByText('Correo electrónico inválido')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
