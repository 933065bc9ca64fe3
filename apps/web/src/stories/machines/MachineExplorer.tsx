import { Button, Heading, Stack, Text } from '@shootbook/ui';
import { useRef, useState, type ReactNode } from 'react';
import {
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type ContextFrom,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { acceptedEvents, currentStateName } from './machine-graph';
import { StateDiagram } from './StateDiagram';

/** One button for an event: its name after the event's, and what the event carries. */
export interface EventChoice {
  /** Said after the event, e.g. `slot_unavailable` → "error: createAppointment · slot_unavailable". */
  label?: string;
  /** The event's fields besides `type`, e.g. `{ profile }`. */
  payload?: Record<string, unknown>;
}

/** Props of {@link MachineExplorer}. */
export interface MachineExplorerProps<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** The machine's input (its context at the start), when it takes one. */
  input?: InputFrom<TMachine>;
  /** See {@link StateDiagram}. */
  direction?: 'RIGHT' | 'DOWN';
  /**
   * The buttons of an event that needs data, by its label (`SIGNED_IN`, `done: refreshToken`,
   * `after unpaidExpiry`); an event not listed gets one button that sends `{ type }`.
   */
  choices?: Record<string, (snapshot: SnapshotFrom<TMachine>) => EventChoice[]>;
  /**
   * Why the machine refused `eventType` in `snapshot` (the rule's own reason, e.g.
   * `appointmentRefusal`); without it a refusal names the guards that said no.
   */
  refusal?: (snapshot: SnapshotFrom<TMachine>, eventType: string) => string | null;
  /** Controls that change the context the guards read (who asks, when), for the current state. */
  contextEditor?: (
    context: ContextFrom<TMachine>,
    setContext: (context: ContextFrom<TMachine>) => void,
  ) => ReactNode;
  /**
   * The screen the web shows in this state. `send` lets the screen's own buttons drive the
   * machine; `sendLabelled` sends an event by its label (`done: saveProfile`), for the ones
   * XState names itself.
   */
  screen: (
    snapshot: SnapshotFrom<TMachine>,
    send: (event: EventObject) => void,
    sendLabelled: (label: string, payload?: Record<string, unknown>) => void,
  ) => ReactNode;
}

interface Outcome {
  event: string;
  text: string;
}

/**
 * A designer's bench for one machine: its statechart ({@link StateDiagram}) with the current state
 * highlighted, a button for each event the current state takes (refusals say why, from the
 * machine's rules), optional controls for the context the guards read, the screen the state
 * drives, and the history of what was sent. Events go through XState's pure `transition`, so
 * nothing runs by itself: timers (`after …`) and invoked calls (`done: …`, `error: …`) are
 * buttons too.
 */
export function MachineExplorer<TMachine extends AnyStateMachine>({
  machine,
  input,
  direction,
  choices = {},
  refusal,
  contextEditor,
  screen,
}: MachineExplorerProps<TMachine>) {
  // XState's generic snapshot types do not narrow inside a generic component: the explorer works
  // on any machine's snapshot and hands the story's callbacks its own machine's.
  const start = (): AnyMachineSnapshot =>
    (
      initialTransition as (
        logic: AnyStateMachine,
        input?: unknown,
      ) => [AnyMachineSnapshot, unknown[]]
    )(machine, input)[0];
  const [snapshot, setSnapshotState] = useState(start);
  // The latest snapshot, so a screen may send two events in a row (its save, then the answer).
  const latest = useRef(snapshot);
  const setSnapshot = (next: AnyMachineSnapshot) => {
    latest.current = next;
    setSnapshotState(next);
  };
  const [history, setHistory] = useState<Outcome[]>([]);
  const typed = snapshot as SnapshotFrom<TMachine>;

  const send = (event: EventObject, label = event.type) => {
    const current = latest.current;
    const from = currentStateName(current);
    if (!current.can(event)) {
      const guards = acceptedEvents(machine, current).find((e) => e.type === event.type)?.guards;
      const why =
        refusal?.(current as SnapshotFrom<TMachine>, event.type) ??
        (guards?.length
          ? `its guard said no (${guards.join(', ')})`
          : 'the state does not take it');
      setHistory((h) => [...h, { event: label, text: `${label} refused in ${from}: ${why}` }]);
      return;
    }
    const [next] = (
      transition as (
        logic: AnyStateMachine,
        snapshot: AnyMachineSnapshot,
        event: EventObject,
      ) => [AnyMachineSnapshot, unknown[]]
    )(machine, current, event);
    setSnapshot(next);
    setHistory((h) => [
      ...h,
      { event: label, text: `${label}: ${from} → ${currentStateName(next)}` },
    ]);
  };
  /** Sends the event the current state knows by `label` (e.g. `done: saveProfile`, whose type XState generates). */
  const sendLabelled = (label: string, payload: Record<string, unknown> = {}) => {
    const event = acceptedEvents(machine, latest.current).find((e) => e.label === label);
    send({ ...payload, type: event?.type ?? label }, label);
  };
  const setContext = (context: ContextFrom<TMachine>) =>
    setSnapshot(machine.resolveState({ value: latest.current.value, context }));

  const events = acceptedEvents(machine, snapshot);
  const last = history.at(-1);
  return (
    <Stack gap={6}>
      <div role="group" aria-labelledby="explorer-chart">
        <Stack gap={2}>
          <Heading id="explorer-chart" level={2} size="item">
            {`Statechart: ${currentStateName(snapshot)}`}
          </Heading>
          <StateDiagram machine={machine} snapshot={snapshot} direction={direction} />
        </Stack>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div role="group" aria-labelledby="explorer-events">
          <Stack gap={4}>
            <Heading id="explorer-events" level={2} size="item">
              Events
            </Heading>
            {events.length === 0 ? (
              <Text variant="muted">{`${currentStateName(snapshot)} is final: it takes no events.`}</Text>
            ) : (
              <div className="flex flex-wrap gap-2">
                {events.flatMap(({ type, label }) =>
                  (choices[label]?.(typed) ?? [{}]).map((choice) => {
                    const name = choice.label ? `${label} · ${choice.label}` : label;
                    return (
                      <Button
                        key={name}
                        size="sm"
                        variant="outline"
                        onClick={() => send({ ...choice.payload, type }, name)}
                      >
                        {name}
                      </Button>
                    );
                  }),
                )}
              </div>
            )}
            <output aria-label="Last event" className="text-sm">
              {last ? last.text : 'No event sent yet.'}
            </output>
            <div>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  setSnapshot(start());
                  setHistory([]);
                }}
              >
                Start over
              </Button>
            </div>
            {contextEditor
              ? contextEditor(snapshot.context as ContextFrom<TMachine>, setContext)
              : null}
          </Stack>
        </div>
        {/* A group, not a region: the screen brings its own <main>, which must stay top-level. */}
        <div role="group" aria-labelledby="explorer-screen">
          <Stack gap={4}>
            <Heading id="explorer-screen" level={2} size="item">
              Screen
            </Heading>
            {screen(typed, send, sendLabelled)}
          </Stack>
        </div>
      </div>
      {history.length > 0 ? (
        <div role="group" aria-labelledby="explorer-history">
          <Stack gap={2}>
            <Heading id="explorer-history" level={2} size="item">
              History
            </Heading>
            <ol className="list-decimal pl-6 text-sm">
              {history.map((outcome, i) => (
                <li key={i}>{outcome.text}</li>
              ))}
            </ol>
          </Stack>
        </div>
      ) : null}
    </Stack>
  );
}

/** Props of {@link ContextChoice}. */
export interface ContextChoiceProps<T extends string> {
  /** What is chosen, e.g. "Who asks". */
  legend: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** One fact of the context the guards read, as radio buttons (a designer flips it and sends again). */
export function ContextChoice<T extends string>({
  legend,
  value,
  options,
  onChange,
}: ContextChoiceProps<T>) {
  return (
    <fieldset className="grid gap-1 text-sm">
      <legend className="pb-1 font-medium">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex items-center gap-2">
          <input
            type="radio"
            name={legend}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
