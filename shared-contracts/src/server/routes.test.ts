import express, { Router } from 'express';
import { registeredRoutes, routeKey } from './routes';

describe('registeredRoutes', () => {
  it('lists app routes and routes of mounted routers with their full paths, skipping plain middleware', () => {
    const app = express();
    app.use((_req, _res, next) => next());
    app.get('/api/health', (_req, res) => res.end());
    const inner = Router();
    inner.get('/', (_req, res) => res.end());
    inner
      .route('/:id')
      .put((_req, res) => res.end())
      .delete((_req, res) => res.end());
    inner.post('/:id/reset', (_req, res) => res.end());
    const nested = Router();
    nested.patch('/deep', (_req, res) => res.end());
    inner.use('/sub', nested);
    app.use('/api/things', (_req, _res, next) => next(), inner);
    const root = Router();
    root.post('/api/contact', (_req, res) => res.end());
    app.use(root);

    expect(registeredRoutes(app).map(routeKey)).toEqual([
      'DELETE /api/things/:id',
      'GET /api/health',
      'GET /api/things',
      'PATCH /api/things/sub/deep',
      'POST /api/contact',
      'POST /api/things/:id/reset',
      'PUT /api/things/:id',
    ]);
  });
});
