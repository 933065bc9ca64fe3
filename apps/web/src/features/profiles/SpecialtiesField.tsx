import type { ShootCategory } from '@shootbook/api-client';
import { CheckboxField, CheckboxGroup } from '@shootbook/ui';
import { shootCategories, useCategoryLabel } from '../catalogue/categories';

/** Props of {@link SpecialtiesField}: a react-hook-form `Controller`'s field, and the group's legend. */
export interface SpecialtiesFieldProps {
  legend: string;
  value: readonly ShootCategory[];
  onChange: (value: ShootCategory[]) => void;
  onBlur?: () => void;
}

/**
 * A photographer's specialties: one checkbox per shoot category (docs/product.md §3), in two columns,
 * labelled in the UI language; the value keeps the order they were ticked in. Used by the
 * registration step and the profile editor.
 */
export function SpecialtiesField({ legend, value, onChange, onBlur }: SpecialtiesFieldProps) {
  const categoryLabel = useCategoryLabel();
  return (
    <CheckboxGroup legend={legend} columns={2}>
      {shootCategories.map((c) => (
        <CheckboxField
          key={c}
          label={categoryLabel(c)}
          value={c}
          checked={value.includes(c)}
          onCheckedChange={(checked) =>
            onChange(checked === true ? [...value, c] : value.filter((s) => s !== c))
          }
          onBlur={onBlur}
        />
      ))}
    </CheckboxGroup>
  );
}
