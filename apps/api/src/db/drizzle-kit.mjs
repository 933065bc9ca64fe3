/**
 * Runs drizzle-kit (`node src/db/drizzle-kit.mjs generate`, the `db:generate` script) so that it
 * finds this app's drizzle-orm.
 *
 * Why: npm hoists drizzle-kit to the repo's node_modules but keeps drizzle-orm in
 * apps/api/node_modules (its peer @electric-sql/pglite 0.5 clashes with firebase-tools' 0.3 at the
 * root), so drizzle-kit's own `require('drizzle-orm')` / `import('drizzle-orm/version')` fail with
 * "Please install latest version of drizzle-orm". Here, a bare specifier that does not resolve
 * from where it is asked is resolved again from apps/api — for `require` (CommonJS) and `import`
 * (ESM resolve hook). With a layout where drizzle-orm is hoisted, nothing changes.
 */
import Module, { createRequire, register } from 'node:module';
import path from 'node:path';

const apiPackageJson = new URL('../../package.json', import.meta.url);
const requireFromApi = createRequire(apiPackageJson);

// ESM: `import()` in drizzle-kit's bundle.
register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      try {
        return await next(specifier, context);
      } catch (error) {
        const bare = !/^(\\.|\\/|[a-z]+:)/i.test(specifier);
        if (!bare || error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
        return next(specifier, { ...context, parentURL: ${JSON.stringify(apiPackageJson.href)} });
      }
    }
  `)}`,
);

// CommonJS: `require()` in drizzle-kit's bundle.
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveFromApi(request, parent, ...rest) {
  try {
    return resolveFilename.call(this, request, parent, ...rest);
  } catch (error) {
    if (error?.code !== 'MODULE_NOT_FOUND' || /^(\.|\/)/.test(request)) throw error;
    return requireFromApi.resolve(request);
  }
};

const bin = path.join(path.dirname(requireFromApi.resolve('drizzle-kit')), 'bin.cjs');
process.argv[1] = bin;
requireFromApi(bin);
