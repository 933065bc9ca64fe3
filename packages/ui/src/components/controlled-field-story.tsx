import * as React from 'react';

import { Field } from './field.tsx';

/** Props of a controlled string field: the date and time pickers. */
interface ControlledProps {
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * A story `render` for a controlled field (`value` + `onValueChange`): keeps the value in state,
 * reports each change to the story's `onValueChange` spy and labels the control with `label`
 * through a {@link Field}. For stories only.
 */
function controlledFieldStory<P extends ControlledProps>(
  Control: React.ComponentType<P>,
  label: string,
  className?: string,
) {
  return function ControlledField(args: P) {
    const [value, setValue] = React.useState(args.value);
    return (
      <Field label={label} className={className}>
        <Control
          {...args}
          value={value}
          onValueChange={(next: string) => {
            setValue(next);
            args.onValueChange(next);
          }}
        />
      </Field>
    );
  };
}

export { controlledFieldStory };
