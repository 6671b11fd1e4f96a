/**
 * The browser's first use of `Intl` loads its locale data: tens of milliseconds on a desktop, several times
 * that on a mid-range phone, spent in whichever task asks first. react-aria asks while its
 * module is evaluated and react-intl on its first render, each inside a task that is long already.
 * These steps ask first, each in a task of its own (a lookup of likely subtags, then the date and
 * number locale lists), so that the cost is paid in short tasks while the page's scripts download.
 */
export function intlWarmUpSteps(languages: readonly string[]): Array<() => void> {
  const locales = languages.filter(Boolean);
  const quietly = (work: () => unknown) => () => {
    try {
      work();
    } catch {
      // a browser without one of these gets nothing warmed, and nothing breaks
    }
  };
  return [
    quietly(() => {
      for (const locale of locales) new Intl.Locale(locale).maximize();
    }),
    quietly(() => Intl.DateTimeFormat.supportedLocalesOf(locales)),
    quietly(() => Intl.NumberFormat.supportedLocalesOf(locales)),
  ];
}
