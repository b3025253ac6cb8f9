// Makes sure wrangler's [assets] directory exists: until the web app has been built into web/build,
// the placeholder page in this folder stands in for it. Run by predev/predeploy and the worker tests.
import { cpSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Copies the placeholder page to web/build if that folder does not exist; returns the folder. */
export function ensureAssets(): string {
  const target = fileURLToPath(new URL('../../web/build', import.meta.url));
  if (!existsSync(target)) {
    cpSync(fileURLToPath(new URL('.', import.meta.url)), target, {
      recursive: true,
      filter: (source) => !source.endsWith('.ts'),
    });
  }
  return target;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureAssets();
