import { type Compiler, rspack } from '@rspack/core';

/** Where a front end's build lists the script files of each named chunk group (ScriptGroupsPlugin). */
export const SCRIPT_GROUPS_FILE = 'script-groups.json';

/**
 * Writes `script-groups.json` into the build: for every chunk group named in the code
 * (`import(/* webpackChunkName: "page-rsvp" *\/ '…')`), the script files the browser fetches to load it,
 * in the build's own order. The gateway names them in a page's HTML as preloads, so a phone asks for a
 * page's code with everything else instead of one round trip after another.
 */
export class ScriptGroupsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ScriptGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ScriptGroupsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups: Record<string, string[]> = {};
          for (const group of compilation.chunkGroups) {
            if (!group.name) continue;
            groups[group.name] = group.chunks.flatMap((chunk) =>
              [...chunk.files].filter((file) => file.endsWith('.js')),
            );
          }
          compilation.emitAsset(SCRIPT_GROUPS_FILE, new rspack.sources.RawSource(JSON.stringify(groups)));
        },
      );
    });
  }
}
