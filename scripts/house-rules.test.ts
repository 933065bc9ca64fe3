/**
 * House rules the code can keep by itself (checked in `npm test`):
 * - comments and docs say why, not which issue: no "issue N" / "issue #N" outside docs/decisions, where the
 *   history of decisions is the point;
 * - apps/web's features never import from its pages (pages compose features, not the other way);
 * - the repository stands on its own: code and docs cite docs/product.md or a decision record, never
 *   a specification file kept outside it (`SPEC.md`, `PRODUCT.md`);
 * - no diary: nothing says in which work period ("the twenty-third session") something was done;
 * - dates and times are written by the shared formatters: no code builds its own
 *   `Intl.DateTimeFormat` or calls `toLocale*String` (which follow the device, not the UI language,
 *   the Buddhist era of Thai or Asia/Bangkok) outside the formatting modules listed below.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
const text = (file: string) => readFileSync(path.join(root, file), 'utf8');
const isText = (file: string) =>
  /\.(ts|tsx|mjs|js|json|md|yaml|yml|css|html|sh)$|(^|\/)run$/.test(file) &&
  !file.endsWith('package-lock.json');

describe('house rules', () => {
  it('no "issue N" or "issue #N" in code or docs outside docs/decisions', () => {
    const offenders = tracked
      .filter(
        (file) =>
          isText(file) &&
          !file.startsWith('docs/decisions/') &&
          file !== 'scripts/house-rules.test.ts',
      )
      .flatMap((file) =>
        text(file)
          .split('\n')
          .flatMap((line, i) =>
            /\bissues?\s*#?\d+/i.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(offenders).toEqual([]);
  });

  /** `file:line: text` of every line of a tracked text file (but this one) that `pattern` matches. */
  const linesMatching = (pattern: RegExp) =>
    tracked
      .filter((file) => isText(file) && file !== 'scripts/house-rules.test.ts')
      .flatMap((file) =>
        text(file)
          .split('\n')
          .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );

  it('cites docs/product.md, not specification files outside the repository', () => {
    expect(linesMatching(/\b(SPEC|PRODUCT)\.md\b/)).toEqual([]);
  });

  it('keeps no diary of work periods', () => {
    expect(
      linesMatching(
        /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\w+teenth|twentieth|thirtieth|(twenty|thirty)-\w+|\d+(st|nd|rd|th)) (session|addendum)\b|\bsession of 20\d\d/i,
      ),
    ).toEqual([]);
  });

  /**
   * Where an `Intl.DateTimeFormat` may be built: the one formatting module (packages/machines,
   * used by every screen through packages/ui and by the API's e-mails), and the check that a time
   * zone name is known (no formatting).
   */
  const DATE_FORMATTERS = new Set([
    'packages/machines/src/format/intl-format.ts',
    'apps/api/src/users/service.ts',
  ]);

  it('writes dates only through the formatting modules, never the device locale', () => {
    const offenders = tracked
      .filter(
        (file) =>
          /^(apps|packages)\/.+\.tsx?$/.test(file) &&
          !/\.(test|stories)\.tsx?$/.test(file) &&
          !DATE_FORMATTERS.has(file),
      )
      .flatMap((file) =>
        text(file)
          .split('\n')
          .flatMap((line, i) =>
            /\bnew Intl\.DateTimeFormat\(|\.toLocale(Date|Time)?String\(/.test(line)
              ? [`${file}:${i + 1}: ${line.trim()}`]
              : [],
          ),
      );
    expect(offenders).toEqual([]);
    // The rule sees what it forbids: each allowed module does build its formatter.
    for (const file of DATE_FORMATTERS)
      expect(text(file), file).toMatch(/new Intl\.DateTimeFormat\(/);
  });

  it('apps/web features never import from pages', () => {
    const offenders = tracked
      .filter((file) => /^apps\/web\/src\/features\/.+\.tsx?$/.test(file))
      .flatMap((file) => (/from '(\.\.\/)+pages\//.test(text(file)) ? [file] : []));
    expect(offenders).toEqual([]);
  });
});
