import { Monitor, Moon, Sun } from 'lucide-react';
import * as React from 'react';

import { cn } from '../cn.ts';
import { applyTheme, storedThemePreference, type ThemePreference } from '../theme.ts';

export interface ThemeToggleProps {
  /** Accessible names, in the UI language: the group and each choice. */
  labels: { group: string; light: string; dark: string; system: string };
  /** Starts from this preference instead of the stored one (stories, tests). */
  defaultPreference?: ThemePreference;
  /** Called after the theme was applied and stored. */
  onChange?: (preference: ThemePreference) => void;
  className?: string;
}

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/**
 * Light / dark / system switch: three toggle buttons (`aria-pressed`) in a labelled group, each
 * an icon with its name for screen readers and as a tooltip. Choosing one applies it at once
 * (`applyTheme`: the `dark` class on <html>) and stores it for the next visit.
 */
function ThemeToggle({ labels, defaultPreference, onChange, className }: ThemeToggleProps) {
  const [preference, setPreference] = React.useState<ThemePreference>(
    () => defaultPreference ?? storedThemePreference(),
  );

  React.useEffect(() => {
    applyTheme(preference, { store: false });
    if (preference !== 'system') return;
    // Following the device: a change of its setting shows at once.
    const media = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
    const follow = () => applyTheme('system', { store: false });
    media?.addEventListener('change', follow);
    return () => media?.removeEventListener('change', follow);
  }, [preference]);

  const choose = (next: ThemePreference) => {
    setPreference(next);
    applyTheme(next);
    onChange?.(next);
  };

  return (
    <div
      role="group"
      aria-label={labels.group}
      data-slot="theme-toggle"
      className={cn(
        'inline-flex items-center gap-0.5 rounded-md border border-border p-0.5',
        className,
      )}
    >
      {(['light', 'dark', 'system'] as const).map((choice) => {
        const Icon = ICONS[choice];
        const pressed = preference === choice;
        return (
          <button
            key={choice}
            type="button"
            aria-pressed={pressed}
            title={labels[choice]}
            onClick={() => choose(choice)}
            className={cn(
              'inline-flex size-8 items-center justify-center rounded-sm text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              pressed && 'bg-secondary text-secondary-foreground',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            <span className="sr-only">{labels[choice]}</span>
          </button>
        );
      })}
    </div>
  );
}

export { ThemeToggle };
