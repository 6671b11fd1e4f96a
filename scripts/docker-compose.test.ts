import { existsSync, readFileSync } from 'node:fs';
import { BlockList, isIPv4 } from 'node:net';
import path from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { gatewayEnvSchema } from '../shell/server/config';
import { configSchema as adminConfigSchema } from '../svc-admin/src/config';
import { configSchema as publicConfigSchema } from '../svc-public/src/config';
import { DEFAULT_PORTS } from './stack';

const ROOT = path.resolve(__dirname, '..');

interface ComposeService {
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  image?: string;
  environment?: Record<string, string>;
  ports?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
}

const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
  networks?: Record<string, { internal?: boolean; ipam?: { config?: Array<{ subnet?: string }> } } | null>;
};

/** The networks a service is on (compose's default one when it names none). */
const networksOf = (service: ComposeService): string[] =>
  !service.networks
    ? ['default']
    : Array.isArray(service.networks)
      ? service.networks
      : Object.keys(service.networks);

/** Resolves ${VAR:-default} and ${VAR:?message} the way compose would with VAR unset. */
function resolveEnv(env: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [
      key,
      String(value)
        .replace(/\$\{\w+:-([^}]*)\}/g, '$1')
        .replace(/\$\{\w+:\?[^}]*\}/g, 'x'.repeat(64)),
    ]),
  );
}

const services: Array<[string, z.ZodObject, number, string]> = [
  ['svc-public', publicConfigSchema, DEFAULT_PORTS.svcPublic, '/api/health'],
  ['svc-admin', adminConfigSchema, DEFAULT_PORTS.svcAdmin, '/api/admin/health'],
  ['gateway', gatewayEnvSchema, DEFAULT_PORTS.gateway, '/runtime-config'],
];

describe('docker-compose.yml', () => {
  it('declares every part of the product', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['gateway', 'mf-admin', 'mf-public', 'mongo', 'svc-admin', 'svc-public'].sort(),
    );
  });

  it('runs MongoDB as a single-node replica set with a volume and a health check', () => {
    const mongo = compose.services.mongo!;
    expect(mongo.image).toMatch(/^mongo:\d/);
    expect((mongo as { command: string[] }).command).toEqual(expect.arrayContaining(['--replSet', 'rs0']));
    expect(Object.keys(compose.volumes)).toContain('mongo-data');
    expect(mongo.healthcheck?.test.join(' ')).toContain('rs.initiate');
  });

  it.each(services)(
    '%s: its environment is a valid configuration for the code, with no unknown variable',
    (name, schema, port, healthPath) => {
      const service = compose.services[name]!;
      const env = resolveEnv(service.environment);
      const known = Object.keys(schema.shape);
      expect(Object.keys(env).filter((key) => !known.includes(key))).toEqual([]);
      const parsed = schema.safeParse(env);
      expect(parsed.success ? 'valid' : parsed.error.message).toBe('valid');
      expect(Number(env.PORT)).toBe(port);
      expect(service.healthcheck?.test.join(' ')).toContain(`http://127.0.0.1:${port}${healthPath}`);
    },
  );

  it('points the services at the mongo service and the gateway at both services', () => {
    for (const name of ['svc-public', 'svc-admin']) {
      expect(compose.services[name]!.environment?.MONGODB_URI).toMatch(/^mongodb:\/\/mongo:27017\/\w+/);
      expect(compose.services[name]!.depends_on?.mongo?.condition).toBe('service_healthy');
    }
    const gateway = compose.services.gateway!.environment!;
    expect(gateway.SVC_PUBLIC_URL).toBe(`http://svc-public:${DEFAULT_PORTS.svcPublic}`);
    expect(gateway.SVC_ADMIN_URL).toBe(`http://svc-admin:${DEFAULT_PORTS.svcAdmin}`);
    expect(resolveEnv(gateway).MF_PUBLIC_URL).toBe(
      `http://localhost:${DEFAULT_PORTS.mfPublic}/mf-manifest.json`,
    );
    expect(resolveEnv(gateway).MF_ADMIN_URL).toBe(
      `http://localhost:${DEFAULT_PORTS.mfAdmin}/mf-manifest.json`,
    );
  });

  it('lets the services believe a forwarded client address from the gateway alone, one hop', () => {
    const gateway = compose.services.gateway!;
    const backend = compose.networks?.backend;
    // the services and the database are on an internal network of their own, and publish no port
    expect(backend?.internal).toBe(true);
    for (const name of ['mongo', 'svc-public', 'svc-admin']) {
      expect([name, networksOf(compose.services[name]!)]).toEqual([name, ['backend']]);
      expect([name, compose.services[name]!.ports]).toEqual([name, undefined]);
    }
    // which only the gateway joins besides them, at a fixed address in the network's subnet
    const joined = Object.entries(compose.services).filter(([, service]) =>
      networksOf(service).includes('backend'),
    );
    expect(joined.map(([name]) => name).sort()).toEqual(['gateway', 'mongo', 'svc-admin', 'svc-public']);
    const address = (gateway.networks as Record<string, { ipv4_address?: string } | null>).backend
      ?.ipv4_address;
    expect(isIPv4(address ?? '')).toBe(true);
    const [subnet, prefix] = (backend?.ipam?.config?.[0]?.subnet ?? '').split('/');
    const inSubnet = new BlockList();
    inSubnet.addSubnet(subnet ?? '', Number(prefix), 'ipv4');
    expect(inSubnet.check(address ?? '', 'ipv4')).toBe(true);
    // its connections to the services start there, and that address is the one each service trusts
    expect(resolveEnv(gateway.environment).UPSTREAM_LOCAL_ADDRESS).toBe(address);
    for (const name of ['svc-public', 'svc-admin']) {
      expect([name, resolveEnv(compose.services[name]!.environment).TRUST_PROXY]).toEqual([name, address]);
    }
    // the gateway believes no proxy in front of it unless told (GATEWAY_TRUST_PROXY)
    expect(resolveEnv(gateway.environment).TRUST_PROXY).toBe('false');
    expect(networksOf(gateway).sort()).toEqual(['backend', 'default']);
  });

  it.each([
    ['mf-public', DEFAULT_PORTS.mfPublic],
    ['mf-admin', DEFAULT_PORTS.mfAdmin],
  ])('%s is served as a static bundle on port %i with its manifest health-checked', (name, port) => {
    const remote = compose.services[name]!;
    expect(remote.build?.args?.REMOTE).toBe(name);
    expect(remote.environment?.PORT).toBe(String(port));
    expect(remote.ports).toEqual([`${port}:${port}`]);
    expect(remote.healthcheck?.test.join(' ')).toContain(`http://127.0.0.1:${port}/mf-manifest.json`);
  });

  it('builds every image from a Dockerfile that exists and starts what the code builds', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (!service.build) continue;
      const dockerfile = path.join(ROOT, service.build.dockerfile);
      expect([name, existsSync(dockerfile)]).toEqual([name, true]);
    }
    const serviceDockerfile = readFileSync(path.join(ROOT, 'docker/service.Dockerfile'), 'utf8');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a Dockerfile variable, literally
    expect(serviceDockerfile).toContain('${SERVICE}/dist/index.js');
    for (const name of ['svc-public', 'svc-admin']) {
      const pkg = JSON.parse(readFileSync(path.join(ROOT, name, 'package.json'), 'utf8')) as { main: string };
      expect(pkg.main).toBe('dist/index.js');
    }
    expect(readFileSync(path.join(ROOT, 'docker/shell.Dockerfile'), 'utf8')).toContain(
      'shell/dist-server/index.js',
    );
  });

  it("builds the site's photos into the images that name and serve them (issue 18 item 1)", () => {
    const shell = readFileSync(path.join(ROOT, 'docker/shell.Dockerfile'), 'utf8');
    expect(shell).toContain('COPY photos photos');
    expect(shell).toContain('npx tsx scripts/mf/site-photos.ts shell/dist');
    expect(readFileSync(path.join(ROOT, 'docker/remote.Dockerfile'), 'utf8')).toContain('COPY photos photos');
  });

  it('serves remotes with the CORS headers their manifest and chunks need', () => {
    const nginx = readFileSync(path.join(ROOT, 'docker/remote.nginx.conf'), 'utf8');
    expect(nginx).toContain('Access-Control-Allow-Origin "*"');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: an nginx template variable, literally
    expect(nginx).toContain('listen ${PORT}');
  });
});
