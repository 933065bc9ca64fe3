/**
 * No import cycles in the web app or the design system: a module of a cycle can run before the
 * module it imports has (its exports still undefined), and a cycle through a lazy chunk merges
 * chunks the bundler was asked to keep apart. Checked with dpdm over each source tree, type-only
 * imports left out (they vanish from the built code); dynamic `import()`s count too.
 */
import { parseCircular, parseDependencyTree, type DependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

/** The dependency tree of every module under `dir` (a path from the repository's root). */
function treeOf(dir: string): Promise<DependencyTree> {
  return parseDependencyTree([`${dir}/**/*.ts`, `${dir}/**/*.tsx`], {
    transform: true,
    exclude: /node_modules/,
  });
}

describe('import cycles', () => {
  it.each([
    // Each with an import it must see, so an empty tree cannot pass.
    ['apps/web/src', 'apps/web/src/app/routes.tsx', 'apps/web/src/app/RootRoute.tsx'],
    ['packages/ui/src', 'packages/ui/src/index.ts', 'packages/ui/src/components/button.tsx'],
  ])(
    '%s has none',
    async (dir, importer, imported) => {
      const tree = await treeOf(dir);
      expect(tree[importer]?.map((dependency) => dependency.id)).toContain(imported);
      expect(parseCircular(tree, false).map((cycle) => cycle.join(' → '))).toEqual([]);
    },
    // dpdm parses several hundred files with TypeScript's compiler: ~30 s on a busy 2-core machine.
    180_000,
  );
});
