// What search engines are told: /robots.txt, and the noindex tag of a page not to list.

/** /robots.txt: the back office is never listed; with indexing off (the default), nothing is. */
export function robotsTxt(indexing: boolean): string {
  return indexing ? 'User-agent: *\nDisallow: /admin\n' : 'User-agent: *\nDisallow: /\n';
}

/** The page with `<meta name="robots" content="noindex, nofollow">` in its head. */
export function withNoindex(html: string): string {
  return html.replace('</head>', () => '<meta name="robots" content="noindex, nofollow" /></head>');
}
