/**
 * `npm run types:api`: writes worker/api-type.d.ts, the API's routes as Hono's typed client sees them
 * (`AppType`: each route's path, input and answers), printed out in full from worker/api.ts by
 * TypeScript's declaration emit. The web app imports that file as a type only, so its type check reads
 * no Worker code: that code needs the Workers runtime's types, which clash with the browser's. With
 * `--check` (`npm run typecheck`), fails if the file is not what the routes make now.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';

const OUT = 'worker/api-type.d.ts';
// a file only this script sees: the declaration TypeScript emits for it is api-type.d.ts. The routes'
// type without the Worker's bindings, as a HonoBase (what the chain of routes is: hc finds the routes
// of a HonoBase, not of the Hono subclass)
const SOURCE = resolve('worker/api-type.source.ts');
const SOURCE_TEXT = `import type { Schema } from 'hono';
import type { HonoBase } from 'hono/hono-base';
import type { ApiRoutes } from './api.js';

declare function clientView<S extends Schema>(app: HonoBase<any, S, any>): HonoBase<{}, S, '/'>;
declare const routes: ApiRoutes;
const app = clientView(routes);

/** The API's routes as Hono's client sees them: \`hc<AppType>(origin)\` (web/src/lib/net/api.ts). */
export type AppType = typeof app;
`;
const HEADER = `// Written by \`npm run types:api\` (scripts/api-type.ts) from worker/api.ts: do not edit. The API's routes
// as Hono's typed client sees them, for the web app (import type): no Worker code, only hono's and shared/'s types.
`;

function emit(): string {
  const config = ts.getParsedCommandLineOfConfigFile('worker/tsconfig.json', {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error('cannot read worker/tsconfig.json');
  const options: ts.CompilerOptions = { ...config.options, noEmit: false, declaration: true, emitDeclarationOnly: true };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    resolve(name) === SOURCE ? ts.createSourceFile(name, SOURCE_TEXT, language) : getSourceFile(name, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => resolve(name) === SOURCE || fileExists(name);
  const program = ts.createProgram({ rootNames: [SOURCE], options, host });
  const source = program.getSourceFile(SOURCE)!;
  const problems = ts.getPreEmitDiagnostics(program, source);
  if (problems.length) throw new Error(ts.formatDiagnostics(problems, host));
  let text = '';
  const result = program.emit(source, (_name, written) => (text = written), undefined, true);
  if (result.emitSkipped || !text) throw new Error(ts.formatDiagnostics(result.diagnostics, host));
  return HEADER + text;
}

const text = emit();
if (process.argv.includes('--check')) {
  if (!existsSync(OUT) || readFileSync(OUT, 'utf8') !== text) {
    console.error(`${OUT} is not what the routes of worker/api.ts make now: run \`npm run types:api\` and commit it`);
    process.exit(1);
  }
  console.log(`${OUT} is up to date`);
} else {
  writeFileSync(OUT, text);
  console.log(`wrote ${OUT} (${(text.length / 1024).toFixed(1)} KB)`);
}
