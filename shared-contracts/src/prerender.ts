/**
 * A page prerendered by mf-public's build (`prerender/landing.html`) is its style tags
 * (styled-components' server styles) followed by its markup. The gateway puts the two apart: the
 * styles into the head, the markup into the app container the shell hydrates.
 */
export function splitPrerendered(fragment: string): { styles: string; markup: string } {
  const styles = /^(?:<style[^>]*>[\s\S]*?<\/style>)*/.exec(fragment)?.[0] ?? '';
  return { styles, markup: fragment.slice(styles.length) };
}
