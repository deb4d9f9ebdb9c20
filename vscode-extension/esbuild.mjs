// Bundles src/extension.ts into dist/extension.js (`vscode` stays external).
//   node esbuild.mjs [--production] [--watch]
import * as esbuild from 'esbuild';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');
const dist = join(here, 'dist');

mkdirSync(dist, { recursive: true });

const options = {
  absWorkingDir: here,
  entryPoints: ['src/extension.ts'],
  outfile: 'dist/extension.js',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node18',
  external: ['vscode'],
  minify: production,
  sourcemap: production ? false : 'linked',
  sourcesContent: false,
  logLevel: 'warning',
  legalComments: 'none',
};

if (watch) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
  console.log('[esbuild] watching…');
} else {
  if (production) {
    rmSync(join(dist, 'extension.js.map'), { force: true });
  }
  await esbuild.build(options);
  console.log(`[esbuild] dist/extension.js (${production ? 'production' : 'development'})`);
}
