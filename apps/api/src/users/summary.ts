/**
 * The catalogue's summary columns (db/schema.ts): the photographer directory's
 * `users.package_count`, `min_price`, `categories`, and each package's price range
 * `packages.min_price`, `max_price` and search summary `photographer_name`, `effective_province`
 * — what browse filters, sorts and shows, kept on the row so a page reads one indexed table
 * instead of counting packages and sub-packages, or joining photographers, per row.
 *
 * Refreshed after every write that can change them (package and sub-package create, update and
 * delete; a photographer's specialties, name or province), as its own statement after the write
 * committed: it then reads everything committed so far, so two concurrent writes of one
 * photographer leave the summary of both.
 */
import { sql } from 'drizzle-orm';

import type { Database } from '../db/client.ts';

/**
 * Recomputes the summary of photographer `photographerId` and their packages, or of every
 * photographer when `photographerId` is undefined (seed, benchmark data). Price in satang; a
 * package counts when active, a sub-package when it and its package are active; a package's
 * price range is its active sub-packages' (also while the package itself is inactive); its
 * province is its own, else its photographer's.
 */
export async function refreshPhotographerSummary(
  db: Database,
  photographerId?: string,
): Promise<void> {
  const one =
    photographerId === undefined ? sql`` : sql`and packages.photographer_id = ${photographerId}`;
  await db.execute(sql`
    update packages set
      min_price = (select min(subpackages.price)::int from subpackages where subpackages.package_id = packages.id and subpackages.active),
      max_price = (select max(subpackages.price)::int from subpackages where subpackages.package_id = packages.id and subpackages.active),
      photographer_name = users.name,
      effective_province = coalesce(packages.province, users.province)
    from users
    where users.id = packages.photographer_id ${one}`);
  await db.execute(sql`
    update users set
      package_count = (select count(*)::int from packages where packages.photographer_id = users.id and packages.active),
      min_price = (
        select min(subpackages.price)::int from subpackages
        join packages on packages.id = subpackages.package_id
        where subpackages.photographer_id = users.id and subpackages.active and packages.active
      ),
      categories = (
        select coalesce(jsonb_agg(category order by category), '[]'::jsonb) from (
          select jsonb_array_elements_text(users.specialties) as category
          union
          select packages.category from packages where packages.photographer_id = users.id and packages.active
        ) as found
      )
    where users.role = 'Photographer' ${photographerId === undefined ? sql`` : sql`and users.id = ${photographerId}`}`);
}
