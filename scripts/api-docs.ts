/**
 * `npm run api-docs`: the two services' OpenAPI documents rendered for people, at http://127.0.0.1:3100/
 * (API_DOCS_PORT to change it), with Swagger UI from the project's own node_modules (swagger-ui-dist; no
 * CDN). The documents are generated here, from the same code the services serve them with
 * (svc-public/src/openapi.ts, svc-admin/src/openapi.ts), so no service needs to run. Reading only: the
 * page does not send calls (the services take them on the site's origin, through the gateway).
 */
import express from 'express';

// required, not imported: the services' sources are type-checked in their own projects (their module
// augmentations resolve there)
type Build = () => object;
// swagger-ui-dist ships no types: the one function used here
const { getAbsoluteFSPath } = require('swagger-ui-dist') as { getAbsoluteFSPath: () => string };
const { adminApiDocument } = require('../svc-admin/src/openapi') as { adminApiDocument: Build };
const { publicApiDocument } = require('../svc-public/src/openapi') as { publicApiDocument: Build };

export const API_DOCUMENTS = [
  { name: 'svc-public: the guests’ API', url: 'svc-public.json', build: publicApiDocument },
  { name: 'svc-admin: the back office’s API', url: 'svc-admin.json', build: adminApiDocument },
];

/** The page: Swagger UI's files, its settings naming the two documents, and the documents. */
export function apiDocsApp(): express.Express {
  const app = express();
  for (const { url, build } of API_DOCUMENTS) {
    const document = build();
    app.get(`/${url}`, (_req, res) => res.json(document));
  }
  // the page's own settings, in place of the package's example (which points at a petstore on the internet)
  app.get('/swagger-initializer.js', (_req, res) => {
    const urls = API_DOCUMENTS.map(({ name, url }) => ({ name, url }));
    res
      .type('text/javascript')
      .send(
        `window.onload = () => { window.ui = SwaggerUIBundle({ urls: ${JSON.stringify(urls)}, dom_id: '#swagger-ui', ` +
          `presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout', ` +
          `supportedSubmitMethods: [], validatorUrl: null, deepLinking: true }); };`,
      );
  });
  app.use(express.static(getAbsoluteFSPath()));
  return app;
}

if (require.main === module) {
  const port = Number(process.env.API_DOCS_PORT ?? 3100);
  apiDocsApp().listen(port, '127.0.0.1', () => {
    console.log(`The API's description: http://127.0.0.1:${port}/ (Ctrl-C to stop)`);
  });
}
