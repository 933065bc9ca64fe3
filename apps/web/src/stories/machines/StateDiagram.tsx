import { useEffect, useId, useState } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import {
  FONT_SIZE,
  LINE_HEIGHT,
  activeStateIds,
  currentStateName,
  layoutMachine,
  type MachineLayout,
  type PlacedState,
  type PlacedTransition,
} from './machine-graph';

/** Props of {@link StateDiagram}. */
export interface StateDiagramProps {
  machine: AnyStateMachine;
  /** The machine's current snapshot: its states are highlighted, and the arrows leaving them. */
  snapshot: AnyMachineSnapshot;
  /** `RIGHT` (default) lays the lifecycle out left to right, `DOWN` top to bottom. */
  direction?: 'RIGHT' | 'DOWN';
}

const path = (points: PlacedTransition['points']) =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

function StateNode({ state, active }: { state: PlacedState; active: boolean }) {
  const { x, y, width, height } = state;
  if (state.kind === 'initial') {
    return (
      <circle cx={x + width / 2} cy={y + height / 2} r={width / 2} className="fill-foreground" />
    );
  }
  const frame = active
    ? 'fill-primary/15 stroke-primary [stroke-width:3]'
    : state.kind === 'any'
      ? 'fill-transparent stroke-muted-foreground [stroke-dasharray:4_3]'
      : 'fill-card stroke-border [stroke-width:1.5]';
  const compound = state.kind === 'compound';
  return (
    <g data-state={state.path.join('.') || state.label} data-active={active || undefined}>
      <rect x={x} y={y} width={width} height={height} rx={10} className={frame} />
      {state.kind === 'final' ? (
        <rect
          x={x + 4}
          y={y + 4}
          width={width - 8}
          height={height - 8}
          rx={7}
          className={active ? 'fill-none stroke-primary' : 'fill-none stroke-border'}
        />
      ) : null}
      <text
        x={compound ? x + 16 : x + width / 2}
        y={compound ? y + 22 : y + height / 2}
        dominantBaseline={compound ? undefined : 'central'}
        textAnchor={compound ? 'start' : 'middle'}
        className={active ? 'fill-foreground font-semibold' : 'fill-foreground'}
      >
        {state.label}
      </text>
    </g>
  );
}

function Arrow({
  transition,
  live,
  marker,
}: {
  transition: PlacedTransition;
  live: boolean;
  marker: string;
}) {
  if (transition.points.length < 2) return null;
  return (
    <g className={live ? 'text-foreground' : 'text-muted-foreground'}>
      <path
        d={path(transition.points)}
        className="fill-none stroke-current"
        strokeWidth={live ? 1.75 : 1.25}
        markerEnd={`url(#${marker}-${live ? 'live' : 'idle'})`}
      />
      {transition.lines.map((line, i) => (
        <text
          key={i}
          x={transition.labelX}
          y={transition.labelY + (i + 1) * LINE_HEIGHT - 4}
          xmlSpace="preserve"
          className={live ? 'fill-foreground font-semibold' : 'fill-muted-foreground'}
        >
          {line}
        </text>
      ))}
    </g>
  );
}

/**
 * A machine's statechart drawn from its definition ({@link layoutMachine}: @xstate/graph and
 * elkjs): states as boxes (final ones double, compound ones around their children, a dot for each
 * initial state), transitions as arrows labelled `EVENT [guard]`. The states `snapshot` is in are
 * highlighted (`data-active` on their group, `data-state` = the state's dotted path), as are the
 * arrows leaving them. The SVG is one image whose name says the current state; wide charts scroll.
 */
export function StateDiagram({ machine, snapshot, direction = 'RIGHT' }: StateDiagramProps) {
  const [layout, setLayout] = useState<MachineLayout | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const marker = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-arrow`;
  useEffect(() => {
    let current = true;
    layoutMachine(machine, direction).then(
      (result) => current && setLayout(result),
      (error: unknown) => current && setFailure(String(error)),
    );
    return () => {
      current = false;
    };
  }, [machine, direction]);

  const name = `Statechart of the ${machine.id} machine, current state: ${currentStateName(snapshot)}`;
  if (failure) return <p role="alert">{`The statechart could not be laid out: ${failure}`}</p>;
  if (!layout) return <p role="status">Laying out the statechart…</p>;
  const active = new Set(activeStateIds(layout, snapshot));
  const anyId = layout.states.find((state) => state.kind === 'any')?.id;
  return (
    <div
      role="group"
      aria-label={`${machine.id} statechart (scrolls when wider than the screen)`}
      tabIndex={0}
      className="overflow-auto rounded-lg border bg-background focus-visible:outline-2 focus-visible:outline-ring"
    >
      <svg
        role="img"
        aria-label={name}
        width={Math.ceil(layout.width)}
        height={Math.ceil(layout.height)}
        viewBox={`0 0 ${Math.ceil(layout.width)} ${Math.ceil(layout.height)}`}
        fontFamily="ui-monospace, SFMono-Regular, Menlo, monospace"
        fontSize={FONT_SIZE}
      >
        <defs>
          {(['live', 'idle'] as const).map((kind) => (
            <marker
              key={kind}
              id={`${marker}-${kind}`}
              viewBox="0 0 10 10"
              refX={9}
              refY={5}
              markerWidth={7}
              markerHeight={7}
              orient="auto-start-reverse"
            >
              <path
                d="M0,0 L10,5 L0,10 z"
                className={kind === 'live' ? 'fill-foreground' : 'fill-muted-foreground'}
              />
            </marker>
          ))}
        </defs>
        {/* Compound states first, so their children and the arrows are drawn over them. */}
        {[...layout.states]
          .sort((a, b) => Number(b.kind === 'compound') - Number(a.kind === 'compound'))
          .map((state) => (
            <StateNode key={state.id} state={state} active={active.has(state.id)} />
          ))}
        {layout.transitions.map((transition) => (
          <Arrow
            key={transition.id}
            transition={transition}
            marker={marker}
            live={active.has(transition.source) || transition.source === anyId}
          />
        ))}
      </svg>
    </div>
  );
}
