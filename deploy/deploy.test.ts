/**
 * The deployment files, checked offline (these machines have no container runtime):
 * - every Kubernetes manifest validates against the Kubernetes JSON schemas (kubernetes-models);
 * - the API settings the README documents, the settings the API reads, and what compose.yaml and
 *   the ConfigMap/Secret set are the same names, so a new setting cannot be forgotten in one place;
 * - the probes, ports and stop timing of the manifests match what the API does;
 * - the Dockerfiles copy paths that exist and run the API as a non-root user.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { ConfigMap, PersistentVolumeClaim, Secret, Service } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments, parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  [key: string]: unknown;
};
const manifests: { file: string; doc: Manifest }[] = readdirSync(
  path.join(root, 'deploy/kubernetes'),
)
  .filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml')
  .flatMap((file) =>
    parseAllDocuments(read(`deploy/kubernetes/${file}`)).map((doc) => ({
      file,
      doc: doc.toJS() as Manifest,
    })),
  );

const models: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'v1/Service': Service,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
};

function find(kind: string, name: string): Manifest {
  const found = manifests.find((m) => m.doc.kind === kind && m.doc.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in deploy/kubernetes`);
  return found.doc;
}

/** Names in the README's settings table whose "used by" column starts with "API". */
function readmeApiSettings(): Set<string> {
  const names = new Set<string>();
  for (const line of read('README.md').split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 4 || !cells[2]?.startsWith('API')) continue;
    for (const name of cells[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(name[1]!);
  }
  return names;
}

/** Every environment variable the API's code reads (`env.X`, `process.env.X`). */
function apiReads(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (/\.(ts|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        for (const match of read(file).matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) names.add(match[1]!);
      }
    }
  };
  walk('apps/api/src');
  return names;
}

/** Settings that exist for development and tests only: refused in production, so no deployment sets them. */
const DEVELOPMENT_ONLY = new Set([
  'FIREBASE_AUTH_EMULATOR_HOST',
  'SHOOTBOOK_TEST_CLOCK',
  'SEED',
  'PGLITE_DIR',
  'STRIPE_API_URL',
  'LINE_API_URL',
  'LINE_ACCESS_URL',
  'SANDBOX_WEBHOOK_SECRET',
  'GCLOUD_PROJECT',
  'SEED_PHOTOS_DIR',
  'AUTH_JWKS_URL', // the benchmarks' own key; refused in production
]);

/** Settings read by libraries rather than by config.ts (documented in the README all the same). */
const READ_BY_LIBRARIES = new Set([
  'GOOGLE_APPLICATION_CREDENTIALS',
  'OTEL_EXPORTER_OTLP_ENDPOINT',
  'OTEL_SERVICE_NAME',
]);

describe('Kubernetes manifests', () => {
  it.each(
    manifests.map((m) => [`${m.file}: ${m.doc.kind} ${m.doc.metadata.name}`, m.doc] as const),
  )('%s validates against the Kubernetes schema', (_name, doc) => {
    const Model = models[`${doc.apiVersion}/${doc.kind}`];
    expect(Model, `no model for ${doc.apiVersion} ${doc.kind}`).toBeDefined();
    expect(() => new Model!(doc as never).validate()).not.toThrow();
  });

  it('kustomization lists every manifest file', () => {
    const listed = (parse(read('deploy/kubernetes/kustomization.yaml')) as { resources: string[] })
      .resources;
    expect([...listed].sort()).toEqual([...new Set(manifests.map((m) => m.file))].sort());
  });

  it('probes the API on /health (liveness) and /ready (readiness), and stops within the drain + grace of the API', () => {
    const deployment = find('Deployment', 'shootbook-api') as unknown as {
      spec: {
        template: {
          spec: {
            terminationGracePeriodSeconds: number;
            containers: {
              livenessProbe: { httpGet: { path: string } };
              readinessProbe: { httpGet: { path: string } };
              resources: { requests: object };
            }[];
          };
        };
      };
    };
    const pod = deployment.spec.template.spec;
    const [api] = pod.containers;
    expect(api!.livenessProbe.httpGet.path).toBe('/health');
    expect(api!.readinessProbe.httpGet.path).toBe('/ready');
    expect(api!.resources.requests).toBeDefined();
    const config = find('ConfigMap', 'shootbook-api-config') as unknown as {
      data: Record<string, string>;
    };
    const stopMs = Number(config.data.SHUTDOWN_DRAIN_MS) + Number(config.data.SHUTDOWN_GRACE_MS);
    expect(pod.terminationGracePeriodSeconds * 1000).toBeGreaterThan(stopMs);
    const hpa = find('HorizontalPodAutoscaler', 'shootbook-api') as unknown as {
      spec: { minReplicas: number };
    };
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
  });
});

describe('settings stay in step: README, the API, compose.yaml, ConfigMap and Secret', () => {
  const documented = readmeApiSettings();

  it('documents every setting the API reads', () => {
    const undocumented = [...apiReads()].filter((name) => !documented.has(name));
    expect(undocumented).toEqual([]);
  });

  it('sets in compose.yaml and the ConfigMap/Secret only documented settings, and every documented production setting somewhere', () => {
    const compose = parse(read('deploy/compose.yaml')) as {
      'x-api': { environment: Record<string, unknown> };
    };
    const composeNames = Object.keys(compose['x-api'].environment);
    const configMap = find('ConfigMap', 'shootbook-api-config') as unknown as {
      data: Record<string, string>;
    };
    const secret = find('Secret', 'shootbook-api-secrets') as unknown as {
      stringData: Record<string, string>;
    };
    const kubernetesNames = [...Object.keys(configMap.data), ...Object.keys(secret.stringData)];

    for (const name of [...composeNames, ...kubernetesNames])
      expect(documented.has(name), `${name} is not in the README's settings table`).toBe(true);
    for (const name of documented) {
      if (DEVELOPMENT_ONLY.has(name)) continue;
      expect(kubernetesNames, `${name}: no ConfigMap or Secret entry`).toContain(name);
      expect(composeNames, `${name}: not set in compose.yaml`).toContain(name);
    }
    for (const name of DEVELOPMENT_ONLY) {
      expect(composeNames).not.toContain(name);
      expect(kubernetesNames).not.toContain(name);
    }
  });

  it('keeps secrets out of the ConfigMap', () => {
    const configMap = find('ConfigMap', 'shootbook-api-config') as unknown as {
      data: Record<string, string>;
    };
    for (const name of [
      'DATABASE_URL',
      'REDIS_URL',
      'SMTP_URL',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'LINE_CHANNEL_SECRET',
      'LINE_CHANNEL_ACCESS_TOKEN',
      'METRICS_TOKEN',
    ]) {
      expect(Object.keys(configMap.data)).not.toContain(name);
    }
  });

  it('makes compose refuse to run without the secrets a production start requires, never defaulting them to empty', () => {
    const compose = parse(read('deploy/compose.yaml')) as {
      'x-api': { environment: Record<string, string> };
    };
    const environment = compose['x-api'].environment;
    // Settings the API refuses to start without in production (apps/api/src/config.ts
    // productionProblems) whose value only the operator knows.
    for (const name of [
      'FIREBASE_PROJECT_ID',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'LINE_CHANNEL_SECRET',
      'LINE_CHANNEL_ACCESS_TOKEN',
      'SMTP_URL',
      'METRICS_TOKEN',
    ]) {
      expect(environment[name], name).toMatch(new RegExp(`^\\$\\{${name}:\\?.+\\}$`));
    }
    expect(read('deploy/env.example')).toMatch(/^METRICS_TOKEN=$/m);
  });

  it('documents the settings that libraries read (Firebase credentials, OpenTelemetry)', () => {
    for (const name of READ_BY_LIBRARIES) expect(documented.has(name), name).toBe(true);
  });
});

describe('images', () => {
  const dockerfiles = ['deploy/api.Dockerfile', 'deploy/web.Dockerfile'];

  it.each(dockerfiles)('%s copies only paths that exist', (file) => {
    for (const line of read(file).split('\n')) {
      const match = /^COPY (?!--from)(.+) \S+$/.exec(line.trim());
      if (!match) continue;
      for (const source of match[1]!.split(/\s+/))
        expect(existsSync(path.join(root, source)), `${file}: ${source}`).toBe(true);
    }
  });

  it('runs the API on Node 24 LTS as a non-root user, production dependencies only, with a health check', () => {
    const api = read('deploy/api.Dockerfile');
    expect(api).toMatch(/^FROM node:24[^\s]* AS runtime$/m);
    expect(api).toMatch(/npm ci --omit=dev/);
    expect(api).toMatch(/^USER node$/m);
    expect(api).toMatch(/^HEALTHCHECK /m);
    expect(api).toMatch(/ENV NODE_ENV=production/);
    // The start command needs tsx at run time: it must be a production dependency of the API.
    const apiPackage = JSON.parse(read('apps/api/package.json')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(apiPackage.dependencies)).toContain('tsx');
  });

  it('serves the web with long-lived caching for hashed assets and none for index.html', () => {
    const conf = read('deploy/nginx/web.conf');
    expect(conf).toMatch(/location \/assets\/ \{[^}]*max-age=31536000, immutable/);
    expect(conf).toMatch(/location = \/index\.html \{[^}]*no-cache/);
  });

  it('sends the build’s security headers from every location of web.conf, installed by the image', () => {
    const conf = read('deploy/nginx/web.conf');
    const include = 'include /etc/nginx/shootbook/security-headers.conf;';
    // nginx drops the server's add_header lines in a location with its own: each location includes them.
    const locations = [...conf.matchAll(/location [^{]*\{([^}]*)\}/g)].map(([, body]) => body!);
    expect(locations.length).toBeGreaterThanOrEqual(3);
    for (const body of locations) expect(body).toContain(include);
    expect(read('deploy/web.Dockerfile')).toMatch(
      /^COPY --from=build \S+\/security-headers\.conf \/etc\/nginx\/shootbook\/security-headers\.conf$/m,
    );
  });

  it('compresses the web at a level that pays on a phone, not nginx’s default 1', () => {
    const conf = read('deploy/nginx/web.conf');
    expect(conf).toMatch(/^\s*gzip on;/m);
    expect(Number(conf.match(/^\s*gzip_comp_level (\d+);/m)?.[1])).toBeGreaterThanOrEqual(5);
    expect(conf).toMatch(/^\s*gzip_types[^;]*application\/javascript/m);
  });
});
