// The production remotes' nginx config (docker/remote.nginx.conf) must send the same headers as the
// local static server (scripts/serve-static.ts) on every file. nginx inherits add_header from the outer
// level only when a level has no add_header of its own, so every block that adds a header (a location
// that sets Cache-Control, say) has to repeat all of them.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createStaticServer } from './serve-static';

const ROOT = path.resolve(__dirname, '..');
const REQUIRED = {
  'Access-Control-Allow-Origin': '"*"',
  'Cross-Origin-Resource-Policy': '"cross-origin"',
  'X-Content-Type-Options': '"nosniff"',
};

interface Block {
  name: string;
  headers: Map<string, string>;
}

/** The server block and each location block, with the add_header directives written directly in them. */
function blocks(config: string): Block[] {
  const out: Block[] = [];
  const stack: Block[] = [];
  for (const raw of config.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) continue;
    const open = /^(server|location\s.*?)\s*\{$/.exec(line);
    if (open) {
      const block = { name: open[1]!.trim(), headers: new Map<string, string>() };
      stack.push(block);
      out.push(block);
      continue;
    }
    if (line === '}') {
      stack.pop();
      continue;
    }
    const header = /^add_header\s+(\S+)\s+(.+?)(\s+always)?;$/.exec(line);
    if (header && stack.length) stack.at(-1)!.headers.set(header[1]!, header[2]!);
  }
  return out;
}

describe('docker/remote.nginx.conf', () => {
  const config = readFileSync(path.join(ROOT, 'docker/remote.nginx.conf'), 'utf8');

  it('sends CORS, CORP and nosniff from every block that adds headers (nginx does not inherit them)', () => {
    const found = blocks(config);
    expect(found.map((block) => block.name)).toContain('server');
    for (const block of found.filter((candidate) => candidate.headers.size > 0)) {
      for (const [name, value] of Object.entries(REQUIRED)) {
        expect([block.name, name, block.headers.get(name)]).toEqual([block.name, name, value]);
      }
    }
  });

  it('matches the headers of the local static server', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'remote-static-'));
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
    const res = await request(createStaticServer(dir)).get('/mf-manifest.json');
    for (const [name, value] of Object.entries(REQUIRED)) {
      expect(res.headers[name.toLowerCase()]).toBe(JSON.parse(value));
    }
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
