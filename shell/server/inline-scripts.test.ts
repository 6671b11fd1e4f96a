import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HEAD_SCRIPTS_PLACEHOLDER, headScripts } from '../../scripts/mf/head-scripts';
import { inlineScriptHashes } from './inline-scripts';

const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('gives the hash of each inline script with code, exactly as written between its tags', () => {
    const html = '<head><script id="a">var a = 1;</script><script>\n  b();\n</script></head><body></body>';
    expect(inlineScriptHashes(html)).toEqual([sha256('var a = 1;'), sha256('\n  b();\n')]);
  });

  it('leaves out script files and data (JSON) elements, which the policy does not judge as inline code', () => {
    const html =
      '<script defer src="/main.0123456789.js"></script><script type="application/json" id="c">{"a":1}</script>' +
      '<script type="application/ld+json">{}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("allows each of the shell's head scripts, as built from shell/src/head/ into its index.html", () => {
    const html = readFileSync(path.join(__dirname, '../index.html'), 'utf8').replace(
      HEAD_SCRIPTS_PLACEHOLDER,
      headScripts(path.join(__dirname, '..')),
    );
    const codes = [...html.matchAll(/<script id="[^"]+">([\s\S]*?)<\/script>/g)].map(
      ([, code]) => code ?? '',
    );
    expect(codes).toHaveLength(2);
    expect(inlineScriptHashes(html)).toEqual(codes.map(sha256));
  });
});
