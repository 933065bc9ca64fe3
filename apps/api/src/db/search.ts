/**
 * Text search helpers shared by the list queries.
 */

/** An ILIKE pattern matching `text` anywhere, with `%`, `_` and `\` escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
