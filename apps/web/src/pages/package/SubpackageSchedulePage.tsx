import { useParams } from 'react-router-dom';
import { SubpackageAvailability } from '../../features/scheduling/SubpackageAvailability';

/**
 * `/package/{id}/subpackage/schedule/{subpackageid}` (docs/product.md §2): the photographer's free times
 * for the next 14 days for this sub-package's duration, with a link to book it.
 */
export function Component() {
  const { id = '', subpackageid = '' } = useParams();
  return (
    <SubpackageAvailability
      packageId={id}
      pickSubpackage={(subs) => subs.find((s) => s.id === subpackageid)}
    />
  );
}
