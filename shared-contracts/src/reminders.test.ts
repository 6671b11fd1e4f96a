import { reminderText, replyDeadlineText, whatsappUrl } from './reminders';
import { weddingFacts } from './wedding-facts';

describe('WhatsApp reminders', () => {
  it('writes the deadline out in the guest language', () => {
    expect(weddingFacts.replyDeadline).toBe('2025-11-01');
    expect(replyDeadlineText('es')).toBe('1 de noviembre de 2025');
    expect(replyDeadlineText('en')).toBe('November 1, 2025');
  });

  it('fills the template of the wedding facts: name, deadline, the RSVP page; Spanish by default', () => {
    const spanish = reminderText('  Ana Peña ', undefined, 'https://boda.example.com/');
    expect(spanish).toContain('Hola, Ana Peña:');
    expect(spanish).toContain('antes del 1 de noviembre de 2025');
    expect(spanish.endsWith('https://boda.example.com/rsvp')).toBe(true);
    const english = reminderText('John', 'en', 'https://boda.example.com');
    expect(english.startsWith('Hi John,')).toBe(true);
    expect(english).toContain('by November 1, 2025');
    expect(english).not.toMatch(/\{(name|deadline|link)\}/);
    // a name holding template words stays as typed
    expect(reminderText('{link}', 'es', 'https://x.example')).toContain('Hola, {link}:');
  });

  it('links wa.me with the digits of an E.164 number and the text encoded, or nothing', () => {
    expect(whatsappUrl('+18095550001', 'Hola & adiós?')).toBe(
      'https://wa.me/18095550001?text=Hola%20%26%20adi%C3%B3s%3F',
    );
    for (const phone of ['809-555', '18095550001', '+0123456789', ''])
      expect(whatsappUrl(phone, 'x')).toBeNull();
  });
});
