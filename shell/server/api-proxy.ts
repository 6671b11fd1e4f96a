// The gateway's API proxying: /api/admin/** to svc-admin and every other /api/** to svc-public, with the
// client's address and scheme as the gateway knows them, and a 502 in the API's shape when a service is down.
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { GatewayConfig } from './config';
import { upstreamAgent, upstreamLocalAddress } from './upstream';

/** The services' API policy (shared-contracts' createBaseApp), for the one API answer the gateway writes itself. */
const API_ERROR_HEADERS = {
  'content-security-policy': "default-src 'none';base-uri 'none';object-src 'none';frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const;

/** Request headers a client could name an address, a host or a scheme with. */
const FORWARDING_HEADER = /^(?:forwarded|x-forwarded-[\w-]+|x-real-ip)$/i;
/** Hop-by-hop headers of the client's connection, not of the gateway's own to the service. */
const HOP_BY_HOP_HEADERS = ['connection', 'keep-alive', 'proxy-connection'];

/**
 * Before an API call is proxied: the client's address and scheme as the gateway knows them (the
 * connection's, or those a trusted proxy in front named: the gateway's TRUST_PROXY) become the only
 * X-Forwarded-For and X-Forwarded-Proto the service sees. Whatever the client itself sent in
 * X-Forwarded-*, Forwarded or X-Real-IP is dropped, so no client can choose the address the per-IP
 * limits count. `Expect: 100-continue` is dropped too: node has already answered it to the client.
 */
export function forwardClientIdentity(config: Pick<GatewayConfig, 'HTTPS'>): RequestHandler {
  return (req, res, next) => {
    const client = req.ip;
    const proto = config.HTTPS ? 'https' : req.protocol;
    if (!client) {
      // the connection is already gone
      res.destroy();
      return;
    }
    for (const name of Object.keys(req.headers)) if (FORWARDING_HEADER.test(name)) delete req.headers[name];
    delete req.headers.expect;
    req.headers['x-forwarded-for'] = client;
    req.headers['x-forwarded-proto'] = proto;
    next();
  };
}

/**
 * How much more of an upload the gateway reads (and drops) once the service has answered it unread (401
 * to an anonymous import, 413): enough for the client to take the answer in before its connection is cut,
 * little enough that nobody can make the gateway read gigabytes it will never use.
 */
export const REFUSED_UPLOAD_BOUND = 1024 * 1024;
/** ...and how long it waits for a client that neither sends that much nor finishes. */
const REFUSED_UPLOAD_LINGER_MS = 5000;

/**
 * An answer that comes before the whole request body: `Connection: close`, then the rest of the body read
 * and dropped up to REFUSED_UPLOAD_BOUND, and the connection destroyed. Node would destroy a
 * `Connection: close` connection as soon as the answer is out, and the reset of a client still sending can
 * beat the answer to it: so the connection is only ended (FIN after the answer) while the client still
 * sends, and destroyed when it has finished or sent the bound.
 */
function closeAfterEarlyAnswer(
  proxyRes: IncomingMessage,
  req: Request,
  res: Response,
  proxyReq: ClientRequest,
): void {
  proxyRes.headers.connection = 'close';
  const socket = req.socket;
  const destroySoon = socket.destroySoon.bind(socket);
  socket.destroySoon = () => (req.complete ? destroySoon() : socket.end());
  res.once('finish', () => {
    if (req.complete) return;
    // the half-sent request to the service is abandoned (its connection closed, not reused)
    req.unpipe(proxyReq);
    proxyReq.destroy();
    let left = REFUSED_UPLOAD_BOUND;
    const cut = () => socket.destroy();
    setTimeout(cut, REFUSED_UPLOAD_LINGER_MS).unref();
    req.on('data', (chunk: Buffer) => {
      left -= chunk.length;
      if (left < 0) cut();
    });
    req.once('end', cut);
    req.resume();
  });
}

/** Each proxied request's request to the service. */
const forwarded = new WeakMap<Request, ClientRequest>();

/** Proxies the API calls `pathFilter` accepts to `target`. */
export function proxyTo(
  target: string,
  pathFilter: (pathname: string) => boolean,
  config: Pick<GatewayConfig, 'UPSTREAM_LOCAL_ADDRESS'>,
) {
  return createProxyMiddleware<Request, Response>({
    target,
    pathFilter: (pathname) => pathFilter(pathname),
    agent: upstreamAgent(target, upstreamLocalAddress(target, config.UPSTREAM_LOCAL_ADDRESS)),
    // X-Forwarded-For and -Proto are set by forwardClientIdentity, never appended to the client's
    xfwd: false,
    proxyTimeout: 30000,
    on: {
      proxyReq(proxyReq: ClientRequest, req: Request, _res: Response) {
        for (const name of HOP_BY_HOP_HEADERS) proxyReq.removeHeader(name);
        // A service may answer an upload before it has read it (401 to an anonymous import). Node then stops
        // passing the rest on (the request to the service never emits 'drain' again), and the rest sat on
        // the client's kept-alive connection: the client's next request there hung for 5 s and was reset.
        // Read all of it instead, and anyone could make the gateway read gigabytes: closeAfterEarlyAnswer.
        forwarded.set(req, proxyReq);
        // keep the browser's request id, or let the service make one
        const id = req.headers['x-request-id'];
        if (typeof id === 'string') proxyReq.setHeader('x-request-id', id);
      },
      // before the answer's headers are copied to the client's
      proxyRes(proxyRes: IncomingMessage, req: Request, res: Response) {
        const proxyReq = forwarded.get(req);
        if (proxyReq && !req.complete) closeAfterEarlyAnswer(proxyRes, req, res, proxyReq);
      },
      error(_error, _req, res) {
        const response = res as ServerResponse;
        if (response.headersSent || typeof response.writeHead !== 'function') return;
        response.writeHead(502, { 'content-type': 'application/json; charset=utf-8', ...API_ERROR_HEADERS });
        response.end(
          JSON.stringify({ error: 'The service is unavailable right now. Please try again in a moment.' }),
        );
      },
    },
  });
}
