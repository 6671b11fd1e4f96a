import { intlWarmUpSteps } from './warm-up-intl';

describe('intlWarmUpSteps', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for the likely subtags, then the date and number locales, of the languages given, one step each', () => {
    const maximize = jest.spyOn(Intl.Locale.prototype, 'maximize');
    const dates = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const numbers = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const steps = intlWarmUpSteps(['es', '', 'en-US']);
    expect(steps).toHaveLength(3);
    steps[0]?.();
    expect([maximize.mock.calls.length, dates.mock.calls.length, numbers.mock.calls.length]).toEqual([
      2, 0, 0,
    ]);
    steps[1]?.();
    steps[2]?.();
    expect(dates.mock.calls).toEqual([[['es', 'en-US']]]);
    expect(numbers.mock.calls).toEqual([[['es', 'en-US']]]);
  });

  it('breaks nothing in a browser that lacks one of them or refuses a language', () => {
    jest.spyOn(Intl.Locale.prototype, 'maximize').mockImplementation(() => {
      throw new TypeError('not supported');
    });
    jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation(() => {
      throw new RangeError('Incorrect locale information provided');
    });
    for (const step of intlWarmUpSteps(['es', 'x-not a tag'])) expect(() => step()).not.toThrow();
  });
});
