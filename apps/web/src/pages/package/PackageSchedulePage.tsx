import { useParams } from 'react-router-dom';
import { SubpackageAvailability } from '../../features/scheduling/SubpackageAvailability';

/**
 * `/package/{id}/schedule` (docs/product.md §2): the package's photographer's free times for the next 14
 * days, for the duration of the package's cheapest active sub-package, with a link to book it.
 */
export function Component() {
  const { id = '' } = useParams();
  return (
    <SubpackageAvailability
      packageId={id}
      pickSubpackage={(subs) =>
        [...subs].sort((a, b) => a.price - b.price || a.durationMinutes - b.durationMinutes)[0]
      }
    />
  );
}
