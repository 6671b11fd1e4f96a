import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { weddingFacts } from '@wedding/shared-contracts';
import { queryClientDefaults } from '@wedding/shared-contracts/web';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '../../app/i18n/language-provider';
import EmailRsvpPage from '../../features/email-rsvp/components/email-rsvp-page';
import { CountdownSection } from '../../features/landing/components/countdown-section';
import DateDialog from '../../features/landing/components/date-dialog';
import PhoneRsvpPage from '../../features/phone-rsvp/components/phone-rsvp-page';
import { SuccessStep } from '../../features/phone-rsvp/components/success-step';
import { DEFAULT_LOCALE, setLocale } from '../i18n/locale-store';
import { fixClockAt, IN_PERIOD } from '../testing/fixed-clock';

// Only the clock is faked: the pages' own timers and the test library's keep running.
const at = fixClockAt;

const BEFORE_DEADLINE = IN_PERIOD.replying;
const AFTER_DEADLINE = IN_PERIOD['past-deadline'];
const AFTER_WEDDING = IN_PERIOD['after-wedding'];

function show(page: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <LanguageProvider>{page}</LanguageProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const closeAfterDeadline = (value: boolean) =>
  jest.replaceProperty(weddingFacts, 'closeRsvpAfterDeadline', value);

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  act(() => setLocale(DEFAULT_LOCALE));
});

describe('RSVP pages in time', () => {
  it('ask for a reply by the deadline before it, on both RSVP pages', () => {
    at(BEFORE_DEADLINE);
    closeAfterDeadline(true);
    for (const page of [<PhoneRsvpPage key="phone" />, <EmailRsvpPage key="email" />]) {
      const { unmount } = show(page);
      expect(screen.getByTestId('reply-deadline')).toHaveTextContent(
        'Por favor, responde antes del 1 de noviembre de 2025.',
      );
      expect(screen.queryByTestId('rsvp-closed')).toBeNull();
      unmount();
    }
  });

  it('after the deadline, still take answers by default but stop promising a date, in both languages', () => {
    at(AFTER_DEADLINE);
    show(<PhoneRsvpPage />);
    expect(screen.getByTestId('reply-deadline')).toHaveTextContent(
      'El plazo para responder era el 1 de noviembre de 2025, pero todavía puedes avisarnos aquí.',
    );
    expect(screen.getByTestId('phone-search-form')).toBeInTheDocument();
    act(() => setLocale('en'));
    expect(screen.getByTestId('reply-deadline')).toHaveTextContent(
      'The reply date was November 1, 2025, but you can still let us know here.',
    );
  });

  it('after the deadline, say answers are closed and point to the contact page when the couple chose so', () => {
    at(AFTER_DEADLINE);
    closeAfterDeadline(true);
    for (const page of [<PhoneRsvpPage key="phone" />, <EmailRsvpPage key="email" />]) {
      const { unmount } = show(page);
      expect(screen.getByTestId('reply-deadline')).toHaveTextContent(
        'El plazo para responder terminó el 1 de noviembre de 2025.',
      );
      expect(screen.getByTestId('rsvp-closed')).toHaveTextContent('Las confirmaciones están cerradas');
      expect(screen.getByRole('link', { name: 'Escribir a los novios' })).toHaveAttribute(
        'href',
        '/contact?subject=rsvp_question',
      );
      expect(screen.queryByRole('form')).toBeNull();
      expect(screen.queryByRole('textbox')).toBeNull();
      unmount();
    }
  });

  it('promise that an answer can change "before" the deadline only while that is true', () => {
    const success = (
      <SuccessStep
        outcome={{
          kind: 'confirmed',
          name: 'Ana',
          people: 2,
          special: false,
          before: null,
          telefono: '+18095551234',
          party: [],
        }}
        onAnother={() => undefined}
        headingRef={{ current: null }}
      />
    );
    at(BEFORE_DEADLINE);
    const { unmount } = show(success);
    expect(screen.getByTestId('phone-success-message')).toHaveTextContent(
      'Hemos registrado tu asistencia para 2 personas. ¡Te esperamos el 15 de noviembre de 2025!',
    );
    expect(screen.getByTestId('phone-success-change')).toHaveTextContent(
      'Si algo cambia, puedes volver a buscar tu número y cambiar tu respuesta antes del 1 de noviembre de 2025.',
    );
    unmount();
    at(AFTER_DEADLINE);
    show(success);
    expect(screen.getByTestId('phone-success-change')).toHaveTextContent(
      'Si algo cambia, puedes volver a buscar tu número y cambiar tu respuesta.',
    );
    expect(screen.getByTestId('phone-success-change')).not.toHaveTextContent('antes del');
  });

  it("the date dialog's reminder keeps to the truth after the deadline", () => {
    const dialog = <DateDialog isOpen onClose={() => undefined} />;
    const reminder = () => screen.getByTestId('date-dialog-reminder');
    at(BEFORE_DEADLINE);
    let view = show(dialog);
    // the dialog's own date keeps the badge's form (spec §2); the reminder writes its date as in a sentence
    expect(screen.getByTestId('date-dialog')).toHaveTextContent('15 de Noviembre, 2025');
    expect(reminder()).toHaveTextContent(
      'Recuerda confirmar tu asistencia antes del 1 de noviembre de 2025.',
    );
    view.unmount();
    at(AFTER_DEADLINE);
    view = show(dialog);
    expect(reminder()).toHaveTextContent(
      'El plazo para confirmar era el 1 de noviembre de 2025; si aún no nos has respondido, avísanos cuanto antes.',
    );
    view.unmount();
    closeAfterDeadline(true);
    show(dialog);
    expect(reminder()).toHaveTextContent('El plazo para confirmar terminó el 1 de noviembre de 2025.');
  });

  it('the landing thanks everyone under the countdown only after the wedding day', () => {
    at(AFTER_DEADLINE);
    const { unmount } = show(<CountdownSection />);
    expect(screen.queryByTestId('countdown-thanks')).toBeNull();
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe(
      'Tiempo que falta para el 15 de noviembre de 2025',
    );
    unmount();
    at(AFTER_WEDDING);
    show(<CountdownSection />);
    expect(screen.getByTestId('countdown-thanks')).toHaveTextContent(
      '¡Ya nos casamos! Gracias de corazón a quienes nos acompañaron, en persona y a la distancia.',
    );
    // the countdown itself still reads 0, as the specification says
    expect(screen.getByTestId('countdown-days')).toHaveTextContent('0');
    act(() => setLocale('en'));
    expect(screen.getByTestId('countdown-thanks')).toHaveTextContent('We are married!');
  });
});
