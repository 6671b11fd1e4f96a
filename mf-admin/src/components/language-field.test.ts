// What the guest dialogs send of the reminder language: a guest left on the default keeps none, so that the
// language the guest answers the site in can still become theirs; any other choice, or a change of one the
// guest has, is sent.
import { languageToSend } from './language-field';

describe('languageToSend', () => {
  it('sends nothing for Spanish, the default, on a guest that has no language', () => {
    expect(languageToSend('es')).toEqual({});
    expect(languageToSend('es', null)).toEqual({});
    expect(languageToSend('es', undefined)).toEqual({});
  });

  it('sends English, the one choice that is not the default', () => {
    expect(languageToSend('en')).toEqual({ language: 'en' });
  });

  it('sends the choice for a guest that has a language, Spanish included (English back to Spanish)', () => {
    expect(languageToSend('es', 'en')).toEqual({ language: 'es' });
    expect(languageToSend('es', 'es')).toEqual({ language: 'es' });
    expect(languageToSend('en', 'es')).toEqual({ language: 'en' });
  });

  it('sends nothing when the form holds no language', () => {
    expect(languageToSend(undefined, 'en')).toEqual({});
  });
});
