// Transpiles src/ and test/unit/ to out-test/ (one file each, no bundling, no type check: that is
// `npm run typecheck`). Takes well under a second, so `npm test` stays fast.
import * as esbuild from 'esbuild';
import { readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ts = (dir) => readdirSync(join(root, dir)).filter((f) => f.endsWith('.ts')).map((f) => join(dir, f));

rmSync(join(root, 'out-test'), { recursive: true, force: true });
await esbuild.build({
  absWorkingDir: root,
  entryPoints: [...ts('src'), ...ts('test/unit')],
  outdir: 'out-test',
  outbase: '.',
  bundle: false,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: 'inline',
  logLevel: 'warning',
});
