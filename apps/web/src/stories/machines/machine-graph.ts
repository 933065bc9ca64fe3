import { toDirectedGraph, type DirectedGraphNode } from '@xstate/graph';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import ELK from 'elkjs/lib/elk.bundled.js';
import type { AnyMachineSnapshot, AnyStateMachine, StateValue } from 'xstate';

/*
 * A statechart as a diagram, read from an XState v5 machine's own definition (never drawn by
 * hand): @xstate/graph's `toDirectedGraph` gives the states and transitions, elkjs lays them out
 * (layered, left to right, compound states drawn around their children). Storybook only: neither
 * library is a dependency of the web app.
 */

/** A state of the machine (or a pseudo-state the diagram adds) placed on the diagram. */
export interface PlacedState {
  /** The state node's id, e.g. `booking.failed.slotTaken`; pseudo-states end in `.(initial)` / `.(any)`. */
  id: string;
  /** What the node says: the state's key (`slotTaken`), or `any state` for the root's own transitions. */
  label: string;
  kind: 'atomic' | 'compound' | 'final' | 'initial' | 'any';
  /** The state's path from the root, e.g. `['failed', 'slotTaken']`; empty for pseudo-states. */
  path: string[];
  /** Top-left corner and size in diagram units (px at scale 1), absolute. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One arrow of the diagram: every transition between the same two states, one label line each. */
export interface PlacedTransition {
  id: string;
  /** Source and target state ids (a transition without a target loops back to its source). */
  source: string;
  target: string;
  /**
   * One line per distinct guard, `EVENT [guard]`, events with the same guard joined by ` | `; a
   * long one is split in two, the indented guard on the second line.
   */
  lines: string[];
  /** The event labels of this arrow (see {@link eventLabel}), e.g. `['ACCEPT']`. */
  events: string[];
  /** The polyline, absolute: start, bend points, end. */
  points: { x: number; y: number }[];
  /** The label's top-left corner, absolute. */
  labelX: number;
  labelY: number;
}

/** A laid-out statechart: what {@link StateDiagram} draws. */
export interface MachineLayout {
  machineId: string;
  width: number;
  height: number;
  states: PlacedState[];
  transitions: PlacedTransition[];
}

/** Diagram text: 12 px monospace, so a label's width is its length times one glyph. */
export const FONT_SIZE = 12;
export const LINE_HEIGHT = 16;
const GLYPH_WIDTH = 7.3;
const NODE_PADDING_X = 16;
const NODE_HEIGHT = 36;
const COMPOUND_TITLE = 28;
const PSEUDO_SIZE = 14;
const WRAP_AT = 28;

type StateNodeLike = DirectedGraphNode['stateNode'];
type TransitionLike = DirectedGraphNode['edges'][number]['transition'];

/** A guard as the machine names it: `canAccept`, `isStep(needsName)`, `and(canCancelBooking, isPaymentPaid)`. */
export function guardLabel(guard: unknown): string | null {
  if (guard == null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const combined = (guard as { guards?: unknown[] }).guards;
    const name = guard.name || 'inline';
    return combined ? `${name}(${combined.map(guardLabel).join(', ')})` : name;
  }
  const { type, params } = guard as { type?: string; params?: unknown };
  if (!type) return 'inline';
  if (params && typeof params === 'object') {
    return `${type}(${Object.values(params as Record<string, unknown>).join(', ')})`;
  }
  return type;
}

/**
 * An event as a designer reads it: the machine's own event types as they are (`ACCEPT`); XState's
 * generated ones by what they mean: `after unpaidExpiry` (a named delay elapsed), `done:
 * createAppointment` / `error: createAppointment` (the invoked actor resolved / rejected).
 */
export function eventLabel(eventType: string, source: StateNodeLike): string {
  const after = /^xstate\.after\.(.+)$/.exec(eventType);
  if (after) {
    const rest = after[1]!;
    const suffix = `.${source.id}`;
    return `after ${rest.endsWith(suffix) ? rest.slice(0, -suffix.length) : rest}`;
  }
  const invoked = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (invoked) {
    const invoke = source.invoke.find((i) => i.id === invoked[2]);
    const src = typeof invoke?.src === 'string' ? invoke.src : invoked[2];
    return `${invoked[1]}: ${src}`;
  }
  return eventType;
}

const ANY = '(any)';
const INITIAL = '(initial)';

interface GraphTransition {
  source: string;
  target: string;
  event: string;
  guard: string | null;
}

function kindOf(node: StateNodeLike): PlacedState['kind'] {
  if (node.type === 'final') return 'final';
  return Object.keys(node.states).length > 0 ? 'compound' : 'atomic';
}

const textWidth = (text: string) => Math.ceil(text.length * GLYPH_WIDTH);

/** The machine's transitions; the root's own ones (`on` at the top) start from an `any state` node. */
function transitionsOf(graph: DirectedGraphNode, rootId: string): GraphTransition[] {
  const own = graph.edges.map((edge) => {
    const transition: TransitionLike = edge.transition;
    // The root stands for "any state": a root transition without a target stays where it is.
    const node = (id: string) => (id === rootId ? `${rootId}.${ANY}` : id);
    return {
      source: node(edge.source.id),
      target: node(edge.target.id),
      event: eventLabel(transition.eventType, edge.source),
      guard: guardLabel(transition.guard),
    };
  });
  return [...own, ...graph.children.flatMap((child) => transitionsOf(child, rootId))];
}

/** Groups the transitions between the same two states into one arrow with a line per guard. */
function arrows(
  transitions: GraphTransition[],
): Omit<PlacedTransition, 'points' | 'labelX' | 'labelY'>[] {
  const byEnds = new Map<string, GraphTransition[]>();
  for (const t of transitions) {
    const key = `${t.source}->${t.target}`;
    byEnds.set(key, [...(byEnds.get(key) ?? []), t]);
  }
  return [...byEnds.entries()].map(([key, group], index) => {
    const byGuard = new Map<string, string[]>();
    for (const t of group) {
      const guard = t.guard ?? '';
      const events = byGuard.get(guard) ?? [];
      if (!events.includes(t.event)) events.push(t.event);
      byGuard.set(guard, events);
    }
    // A long line puts its guard under its events, so arrows stay short.
    const lines = [...byGuard.entries()].flatMap(([guard, events]) => {
      const names = events.join(' | ');
      if (!guard) return [names];
      return names.length + guard.length > WRAP_AT
        ? [names, `  [${guard}]`]
        : [`${names} [${guard}]`];
    });
    return {
      id: `t${index}:${key}`,
      source: group[0]!.source,
      target: group[0]!.target,
      lines,
      events: [...new Set(group.map((t) => t.event))],
    };
  });
}

function elkNode(graph: DirectedGraphNode): ElkNode {
  const node = graph.stateNode;
  const kind = kindOf(node);
  if (kind !== 'compound') {
    return { id: node.id, width: textWidth(node.key) + 2 * NODE_PADDING_X, height: NODE_HEIGHT };
  }
  return {
    id: node.id,
    labels: [{ text: node.key, width: textWidth(node.key), height: LINE_HEIGHT }],
    layoutOptions: {
      'elk.padding': `[top=${COMPOUND_TITLE + 8},left=16,bottom=16,right=16]`,
      'elk.nodeLabels.placement': 'H_LEFT V_TOP INSIDE',
    },
    children: [...childrenOf(graph)],
  };
}

/** A state's children, with an initial pseudo-state in front when it has an initial child. */
function childrenOf(graph: DirectedGraphNode): ElkNode[] {
  const initial = graph.stateNode.initial?.target[0];
  const pseudo = initial
    ? [{ id: `${graph.stateNode.id}.${INITIAL}`, width: PSEUDO_SIZE, height: PSEUDO_SIZE }]
    : [];
  return [...pseudo, ...graph.children.map(elkNode)];
}

function initialEdges(graph: DirectedGraphNode): ElkExtendedEdge[] {
  const initial = graph.stateNode.initial?.target[0];
  const own: ElkExtendedEdge[] = initial
    ? [
        {
          id: `initial:${graph.stateNode.id}`,
          sources: [`${graph.stateNode.id}.${INITIAL}`],
          targets: [initial.id],
        },
      ]
    : [];
  return [...own, ...graph.children.flatMap(initialEdges)];
}

function placedStates(
  node: ElkNode,
  byId: Map<string, StateNodeLike>,
  rootId: string,
): PlacedState[] {
  const here = (node.children ?? []).map((child): PlacedState => {
    const stateNode = byId.get(child.id);
    const base = {
      id: child.id,
      x: child.x ?? 0,
      y: child.y ?? 0,
      width: child.width ?? 0,
      height: child.height ?? 0,
    };
    if (child.id.endsWith(INITIAL)) return { ...base, label: '', kind: 'initial', path: [] };
    if (child.id === `${rootId}.${ANY}`)
      return { ...base, label: 'any state', kind: 'any', path: [] };
    return {
      ...base,
      label: stateNode?.key ?? child.id,
      kind: stateNode ? kindOf(stateNode) : 'atomic',
      path: stateNode?.path ?? [],
    };
  });
  return [...here, ...(node.children ?? []).flatMap((child) => placedStates(child, byId, rootId))];
}

function allStateNodes(graph: DirectedGraphNode): StateNodeLike[] {
  return [graph.stateNode, ...graph.children.flatMap(allStateNodes)];
}

const elk = new ELK();

/**
 * Lays out `machine`'s statechart: its states (compound ones around their children, an initial
 * dot per level, final states drawn double), and one arrow per pair of states carrying every
 * transition between them as `EVENT [guard]` lines. Transitions declared at the machine's root
 * start from an `any state` node. Resolves with absolute coordinates in px.
 */
export function layoutMachine(
  machine: AnyStateMachine,
  direction: 'RIGHT' | 'DOWN' = 'RIGHT',
): Promise<MachineLayout> {
  // A layout takes ELK a second or two: once per machine and direction.
  const key = `${machine.id}:${direction}`;
  const known = layouts.get(key);
  if (known?.machine === machine) return known.layout;
  const layout = computeLayout(machine, direction);
  layouts.set(key, { machine, layout });
  return layout;
}

const layouts = new Map<string, { machine: AnyStateMachine; layout: Promise<MachineLayout> }>();

async function computeLayout(
  machine: AnyStateMachine,
  direction: 'RIGHT' | 'DOWN',
): Promise<MachineLayout> {
  const graph = toDirectedGraph(machine);
  const rootId = machine.root.id;
  const transitions = arrows(transitionsOf(graph, rootId));
  const hasAny = transitions.some((t) => t.source === `${rootId}.${ANY}`);
  const children = [
    ...childrenOf(graph),
    ...(hasAny
      ? [
          {
            id: `${rootId}.${ANY}`,
            width: textWidth('any state') + 2 * NODE_PADDING_X,
            height: NODE_HEIGHT,
          },
        ]
      : []),
  ];
  const edges: ElkExtendedEdge[] = [
    ...initialEdges(graph),
    ...transitions.map((t) => ({
      id: t.id,
      sources: [t.source],
      targets: [t.target],
      labels: [
        {
          id: `${t.id}:label`,
          text: t.lines.join('\n'),
          width: Math.max(...t.lines.map(textWidth)),
          height: t.lines.length * LINE_HEIGHT,
        },
      ],
    })),
  ];
  const laidOut: ElkNode = await elk.layout({
    id: rootId,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': direction,
      // States in the order the machine declares them (its lifecycle order), arrows back reversed.
      'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.edgeRouting': 'POLYLINE',
      'elk.layered.thoroughness': '1',
      'elk.layered.crossingMinimization.greedySwitch.type': 'OFF',
      'elk.layered.crossingMinimization.greedySwitchHierarchical.type': 'OFF',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeEdge': '12',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
    },
    children,
    edges,
  });
  const byId = new Map(allStateNodes(graph).map((node) => [node.id, node]));
  const placedEdges = new Map((laidOut.edges ?? []).map((edge) => [edge.id, edge]));
  return {
    machineId: machine.id,
    width: laidOut.width ?? 0,
    height: laidOut.height ?? 0,
    states: placedStates(laidOut, byId, rootId),
    transitions: [
      ...initialEdges(graph).map((e) => ({
        id: e.id,
        source: e.sources[0]!,
        target: e.targets[0]!,
        lines: [],
        events: [],
      })),
      ...transitions,
    ].map((t) => {
      const edge = placedEdges.get(t.id);
      const section = edge?.sections?.[0];
      const label = edge?.labels?.[0];
      return {
        ...t,
        points: section
          ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]
          : [],
        labelX: label?.x ?? 0,
        labelY: label?.y ?? 0,
      };
    }),
  };
}

/** `['failed', 'slotTaken']` → `{ failed: 'slotTaken' }`, the value `snapshot.matches` takes. */
function valueOf(path: readonly string[]): StateValue {
  const [head, ...rest] = path;
  return rest.length === 0 ? head! : { [head!]: valueOf(rest) };
}

/**
 * The ids of the states `snapshot` is in (a compound state and its active child alike), e.g.
 * `['booking.failed', 'booking.failed.slotTaken']`.
 */
export function activeStateIds(layout: MachineLayout, snapshot: AnyMachineSnapshot): string[] {
  return layout.states
    .filter((state) => state.path.length > 0 && snapshot.matches(valueOf(state.path)))
    .map((state) => state.id);
}

/** The leaf state `snapshot` is in, as a dotted path: `Accepted`, `failed.slotTaken`. */
export function currentStateName(snapshot: AnyMachineSnapshot): string {
  const walk = (value: StateValue): string =>
    typeof value === 'string'
      ? value
      : Object.entries(value)
          .map(([key, child]) => (child ? `${key}.${walk(child as StateValue)}` : key))
          .join(', ');
  return walk(snapshot.value);
}

/** An event the current state takes: the machine's event type and its {@link eventLabel}. */
export interface AcceptedEvent {
  type: string;
  label: string;
  /** The guards of its transitions from these states, e.g. `['isSignedIn']` (none: unguarded). */
  guards: string[];
}

/**
 * The events `snapshot`'s states have transitions for, from the definition (guarded or not: a
 * guard may still refuse them), innermost state first, then the machine's own (root) ones; each
 * event once. Empty once the machine is done (a final state takes no events).
 */
export function acceptedEvents(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
): AcceptedEvent[] {
  if (snapshot.status !== 'active') return [];
  const nodes: DirectedGraphNode[] = [];
  const walk = (graph: DirectedGraphNode) => {
    nodes.push(graph);
    graph.children.forEach(walk);
  };
  walk(toDirectedGraph(machine));
  const active = nodes
    .filter((graph) => graph.stateNode.path.length > 0)
    .filter((graph) => snapshot.matches(valueOf(graph.stateNode.path)))
    .sort((a, b) => b.stateNode.path.length - a.stateNode.path.length);
  const events = new Map<string, AcceptedEvent>();
  for (const graph of [...active, nodes[0]!]) {
    for (const edge of graph.edges) {
      const type = edge.transition.eventType;
      const event: AcceptedEvent = events.get(type) ?? {
        type,
        label: eventLabel(type, edge.source),
        guards: [],
      };
      const guard = guardLabel(edge.transition.guard);
      if (guard && !event.guards.includes(guard)) event.guards.push(guard);
      events.set(type, event);
    }
  }
  return [...events.values()];
}
