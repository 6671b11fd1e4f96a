import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryClientDefaults } from '@wedding/shared-contracts/web';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import PublicRoutes from './public-routes';

/**
 * Renders a public route to static HTML with its styles, in Spanish (the default language), at
 * build time. The gateway serves the landing's markup inside index.html so that the first paint
 * needs no JavaScript; the shell then replaces it with the live page.
 */
export function renderRoute(url: string): string {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <QueryClientProvider client={new QueryClient({ defaultOptions: queryClientDefaults })}>
          <MemoryRouter initialEntries={[url]}>
            <PublicRoutes />
          </MemoryRouter>
        </QueryClientProvider>,
      ),
    );
    return `${sheet.getStyleTags()}${html}`;
  } finally {
    sheet.seal();
  }
}
