import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Hono } from 'hono';
import packageJson from '../../../package.json' with { type: 'json' };
import type { AppEnv } from '../app-env';
import { openApiDocument } from './document';

/**
 * Issue 16: GET /api/openapi.json and the reference page at /api/docs. Both are public
 * (app.ts): the contract holds no customer's data, and a page opened in the browser cannot
 * send the bearer token. The page's script is our copy of RapiDoc from node_modules; nothing
 * is loaded from a CDN.
 */

let document: ReturnType<typeof openApiDocument> | undefined;
let rapidoc: string | undefined;

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>API reference · Fund administration</title>
    <script type="module" src="/api/docs/rapidoc-min.js"></script>
  </head>
  <body>
    <rapi-doc
      spec-url="/api/openapi.json"
      render-style="focused"
      show-header="false"
      allow-server-selection="false"
      allow-authentication="true"
      load-fonts="false"
      regular-font="system-ui, sans-serif"
      mono-font="ui-monospace, monospace"
    ></rapi-doc>
  </body>
</html>
`;

export const openApiRoutes = new Hono<AppEnv>()
  .get('/openapi.json', (c) => c.json((document ??= openApiDocument(packageJson.version))))
  .get('/docs', (c) => c.html(page))
  .get('/docs/rapidoc-min.js', (c) => {
    rapidoc ??= readFileSync(
      createRequire(import.meta.url).resolve('rapidoc/dist/rapidoc-min.js'),
      'utf8',
    );
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(rapidoc);
  });
