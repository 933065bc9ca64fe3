import * as React from 'react';

import { cn } from '../cn.ts';

interface FileDropZoneProps extends Omit<React.ComponentProps<'label'>, 'children' | 'htmlFor'> {
  /** The call to action, also the file input's accessible name, e.g. "Add photos". */
  label: string;
  /** Under it (the input's description): formats and limits, or why nothing is accepted now. */
  hint: string;
  /** Decorative icon, a lucide-react component (hidden from assistive tech). */
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;
  /** The file picker's `accept` hint. */
  accept?: string;
  /** No files accepted now: the zone is dimmed and its input disabled. */
  disabled?: boolean;
  /** Files picked or dropped, in order (never an empty list). */
  onFiles: (files: File[]) => void;
}

/**
 * The drop zone of the uploaders: a dashed area that is the label of a visually hidden
 * `<input type="file" multiple>` (on phones the camera roll), and takes files dragged onto it.
 */
function FileDropZone({
  label,
  hint,
  icon: Icon,
  accept,
  disabled = false,
  onFiles,
  className,
  ...props
}: FileDropZoneProps) {
  const inputId = React.useId();
  const hintId = React.useId();
  const [dragOver, setDragOver] = React.useState(false);
  const take = (list: FileList | null) => {
    if (!list || list.length === 0 || disabled) return;
    onFiles(Array.from(list));
  };
  return (
    <label
      htmlFor={inputId}
      data-drag-over={dragOver || undefined}
      aria-disabled={disabled || undefined}
      className={cn(
        'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-input bg-card p-6 text-center transition-colors',
        'hover:border-ring focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring data-[drag-over]:border-primary data-[drag-over]:bg-accent',
        disabled && 'cursor-not-allowed opacity-60',
        className,
      )}
      onDragOver={(event) => {
        if (disabled || !event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragOver(true);
      }}
      onDragLeave={() => setDragOver(false)}
      onDrop={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragOver(false);
        take(event.dataTransfer.files);
      }}
      {...props}
    >
      <Icon aria-hidden="true" className="size-8 text-muted-foreground" />
      <span className="font-medium">{label}</span>
      <span id={hintId} className="text-sm text-muted-foreground">
        {hint}
      </span>
      <input
        id={inputId}
        type="file"
        multiple
        accept={accept}
        disabled={disabled}
        aria-label={label}
        aria-describedby={hintId}
        className="sr-only"
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
    </label>
  );
}

export { FileDropZone, type FileDropZoneProps };
