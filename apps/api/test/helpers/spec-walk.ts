/**
 * openapi.yaml as the walking tests see it (bad-input.test.ts, hostile-input.test.ts): every
 * operation with its resolved parameters and body schema, read at test time, so a new operation
 * is walked without touching the tests.
 */
import { loadSpecification } from '../../src/openapi.ts';

export type Json = Record<string, unknown>;

/** The parts of a JSON Schema the walks read. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  multipleOf?: number;
  pattern?: string;
  required?: string[];
  minProperties?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
}

/** An OpenAPI parameter (after `$ref` resolution). */
export interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header';
  schema: Schema;
}

interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: {
    content: {
      'application/json'?: { schema: Schema };
      'multipart/form-data'?: { schema: Schema };
    };
  };
  responses: Record<string, unknown>;
}

export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** The parsed openapi.yaml. */
export const spec = loadSpecification() as {
  paths: Record<string, Partial<Record<Method, Operation>> & { parameters?: Parameter[] }>;
  components: Json;
};

/** Follows a local `$ref` (`#/components/...`) of the spec. */
export function resolve<T extends { $ref?: string }>(node: T): T {
  if (!node.$ref) return node;
  const target = node.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, key) => (at as Json)[key], spec);
  return resolve(target as T);
}

/** The schema with `$ref` resolved and `allOf` parts merged. */
export function flatten(schema: Schema): Schema {
  const s = resolve(schema);
  if (!s.allOf) return s;
  return s.allOf
    .map(flatten)
    .reduce<Schema>((merged, part) => ({ ...merged, ...part }), { ...s, allOf: undefined });
}

/**
 * The JSON types a schema allows (an enum without a type counts as string; a `oneOf`, e.g. a code
 * or null, allows what its branches allow).
 */
export const typesOf = (s: Schema): string[] =>
  s.oneOf
    ? [...new Set(s.oneOf.flatMap((branch) => typesOf(resolve(branch))))]
    : Array.isArray(s.type)
      ? s.type
      : s.type
        ? [s.type]
        : s.enum
          ? ['string']
          : [];

/** One operation of the spec, ready to walk. */
export interface WalkedOperation {
  method: Method;
  path: string;
  operationId: string;
  /** Path, query and header parameters, resolved. */
  parameters: Parameter[];
  pathParams: string[];
  query: Parameter[];
  /** The JSON body schema, resolved; undefined for an operation without a JSON body. */
  body: Schema | undefined;
  /** The `multipart/form-data` body schema of the one upload operation, resolved. */
  multipart: Schema | undefined;
  /** The body schema as written in the spec (usually a `$ref`). */
  bodyRef: Schema | undefined;
  documents: (status: number) => boolean;
}

const METHODS: Method[] = ['get', 'post', 'patch', 'put', 'delete'];

/** Every operation of openapi.yaml. */
export const operations: WalkedOperation[] = Object.entries(spec.paths).flatMap(([path, item]) =>
  METHODS.flatMap((method) => {
    const op = item[method];
    if (!op) return [];
    const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) =>
      resolve(p),
    );
    return [
      {
        method,
        path,
        operationId: op.operationId,
        parameters,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query'),
        body: op.requestBody?.content['application/json']
          ? resolve(op.requestBody.content['application/json'].schema)
          : undefined,
        multipart: op.requestBody?.content['multipart/form-data']
          ? resolve(op.requestBody.content['multipart/form-data'].schema)
          : undefined,
        bodyRef: op.requestBody?.content['application/json']?.schema,
        documents: (status: number) => String(status) in op.responses,
      },
    ];
  }),
);

/**
 * The operations served outside the JSON contract routes (tag `delivery-transfers`: tus uploads
 * and signed downloads, docs/product.md §11; tag `line-webhook`: LINE's signed webhook,
 * docs/decisions/0030), which the walks of JSON input do not fit: their bodies are bytes (the
 * webhook's signature covers them) and they carry no bearer token. The delivery-files side and
 * line.test.ts walk them.
 */
export const OUTSIDE_JSON_ROUTES: readonly string[] = [
  'createDeliveryUpload',
  'appendDeliveryUpload',
  'downloadDeliveryFile',
  'downloadDeliveryArchive',
  'receiveLineWebhook',
];

/** The operations the JSON input walks send requests to: every one but {@link OUTSIDE_JSON_ROUTES}. */
export const walkedOperations: WalkedOperation[] = operations.filter(
  (op) => !OUTSIDE_JSON_ROUTES.includes(op.operationId),
);

/** `GET`, `POST`, … of a spec method. */
export const HTTP = (m: Method) => m.toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The operations docs/product.md §7 names: openapi.yaml has exactly these plus {@link BEYOND_SPEC}. */
export const SPEC_OPERATION_COUNT = 34;

/**
 * Operations beyond docs/product.md §7, each listed with its reason in docs/decisions (0007: the server's
 * free slots). A new one is added here deliberately, so the walks notice an operation that
 * appeared or vanished by accident.
 */
export const BEYOND_SPEC: readonly string[] = [
  'listSubpackageSlots',
  'listNotifications',
  'markNotificationsRead',
  // docs/decisions/0010: photos.
  'listPhotos',
  'uploadPhoto',
  'reorderPhotos',
  'getPhoto',
  'updatePhoto',
  'deletePhoto',
  'setPhotoCover',
  // docs/decisions/0011: live screens.
  'streamEvents',
  // docs/decisions/0012: the shoot as a calendar file.
  'getAppointmentCalendar',
  // docs/decisions/0023: the delivery after the shoot (docs/product.md §11).
  'listDeliveries',
  'getDelivery',
  'sendDeliveryEvent',
  'chargeExtraPhotos',
  'listDeliveryFiles',
  'deleteDeliveryFile',
  'pickDeliveryFile',
  'unpickDeliveryFile',
  'allowDeliveryFileInPortfolio',
  'denyDeliveryFileInPortfolio',
  'copyDeliveryFileToPortfolio',
  'exportDeliveryPicks',
  'createDeliveryArchiveLink',
  'createDeliveryUpload',
  // (the tus HEAD, getDeliveryUploadOffset, is not walked: the walks send GET, POST, PATCH, PUT, DELETE)
  'appendDeliveryUpload',
  'downloadDeliveryFile',
  'downloadDeliveryArchive',
  // docs/decisions/0028: conversations.
  'listThreads',
  'countUnreadMessages',
  'openEnquiry',
  'getAppointmentThread',
  'getThread',
  'listThreadMessages',
  'postThreadMessage',
  'markThreadRead',
  'reportThreadMessage',
  // docs/decisions/0031: personal data (docs/product.md §14).
  'deleteOwnAccount',
  'exportOwnData',
  // docs/decisions/0032: moving a confirmed shoot (docs/product.md §12).
  'proposeAppointmentMove',
  'acceptAppointmentMove',
  'declineAppointmentMove',
  'withdrawAppointmentMove',
  // docs/decisions/0030: LINE (docs/product.md §13).
  'getLineLink',
  'startLineLink',
  'unlinkLine',
  'receiveLineWebhook',
  // docs/decisions/0035: saved photographers.
  'listSavedPhotographers',
  'savePhotographer',
  'unsavePhotographer',
  // docs/decisions/0033: disputes and the operators' console.
  'getDispute',
  'openDispute',
  'answerDispute',
  'listOperatorDisputes',
  'decideDispute',
  'listOperatorPhotographers',
  'suspendPhotographer',
  'restorePhotographer',
  'getOperatorBooking',
  'listOperatorActions',
  'listMessageReports',
  // docs/decisions/0036: notification preferences and Web Push (docs/product.md §13).
  'getNotificationPreferences',
  'putNotificationPreferences',
  'getPushSettings',
  'subscribePush',
  'unsubscribePush',
];
