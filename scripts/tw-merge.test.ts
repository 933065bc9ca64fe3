import { createTailwindMerge, twMerge } from 'tailwind-merge';
import { beforeAll, describe, expect, it } from 'vitest';
import { cn } from '../packages/ui/src/cn.ts';
import { twMergeConfig } from '../packages/ui/src/tw-merge-config.ts';
// @ts-expect-error -- a plain .mjs script without type declarations
import { collectUtilities } from './tw-merge-config.mjs';

/**
 * `cn`'s cut-down tailwind-merge configuration (docs/decisions/0015, eleventh addendum) against
 * tailwind-merge's default one, on the utilities ShootBook's style sheet generates.
 */
describe('cn merges like tailwind-merge', () => {
  let utilities: string[];
  const lite = createTailwindMerge(twMergeConfig);

  beforeAll(async () => {
    utilities = (await collectUtilities()) as string[];
  }, 60_000);

  it('finds the utilities the components and pages write', () => {
    expect(utilities.length).toBeGreaterThan(300);
    for (const utility of ['px-4', 'text-sm', 'sm:grid-cols-2', 'focus-visible:ring-[3px]'])
      expect(utilities).toContain(utility);
  });

  // ~100,000 merges through both configurations: 2 s alone on a two-core machine, over the
  // default 5 s on a loaded machine.
  it(
    'keeps exactly what the default configuration keeps for every ordered pair of them',
    { timeout: 20_000 },
    () => {
      const differ: string[] = [];
      for (const a of utilities)
        for (const b of utilities) {
          const classes = `${a} ${b}`;
          const expected = twMerge(classes);
          const actual = lite(classes);
          if (actual !== expected)
            differ.push(`"${classes}": "${actual}", tailwind-merge "${expected}"`);
        }
      // A new kind of utility (a class group the configuration lacks) shows here: run
      // `node scripts/tw-merge-config.mjs` and commit packages/ui/src/tw-merge-config.ts.
      expect(differ.slice(0, 20), `${differ.length} pairs merge differently`).toEqual([]);
    },
  );

  it('resolves the conflicts the components rely on', () => {
    expect(cn('h-9 px-4 py-2 has-[>svg]:px-3', 'h-8 gap-1.5 px-3')).toBe(
      'py-2 has-[>svg]:px-3 h-8 gap-1.5 px-3',
    );
    expect(cn('w-56', 'w-full')).toBe('w-full');
    expect(cn('text-sm text-muted-foreground', 'text-base')).toBe(
      'text-muted-foreground text-base',
    );
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
  });

  it('leaves classes it does not know alone', () => {
    expect(cn('group peer', 'sb-custom', 'group')).toBe('group peer sb-custom group');
  });
});
