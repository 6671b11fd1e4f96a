import { splitPrerendered } from './prerender';

describe('splitPrerendered', () => {
  it('takes the leading style tags apart from the markup', () => {
    const styles = '<style data-styled="true">.a{color:red;}</style><style data-styled="true">.b{}</style>';
    expect(splitPrerendered(`${styles}<main id="hero"><style>.inline{}</style></main>`)).toEqual({
      styles,
      markup: '<main id="hero"><style>.inline{}</style></main>',
    });
  });

  it('gives markup without styles as it is', () => {
    expect(splitPrerendered('<main>Hola</main>')).toEqual({ styles: '', markup: '<main>Hola</main>' });
  });
});
