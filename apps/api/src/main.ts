/**
 * `npm start -w @shootbook/api`: reads the environment (src/config.ts), migrates, seeds an empty
 * database (development only), and serves the API on http://HOST:PORT. Stops cleanly on
 * SIGINT/SIGTERM.
 *
 * With `NODE_ENV=production` it first checks the environment and refuses to start — exit code 1,
 * one line per problem on stderr, nothing opened — when a demo convenience is on or a setting
 * that only has a local default is missing (`productionProblems`, docs/decisions/0004). Only
 * config.ts is loaded for that check; the server (serve.ts) loads once the check has passed.
 * With `OTEL_EXPORTER_OTLP_ENDPOINT` set, OpenTelemetry tracing loads first (ops/tracing.ts).
 */
import { loadConfig, productionProblems, type Config } from './config.ts';

const problems = productionProblems(process.env);
if (problems.length > 0) {
  for (const problem of problems)
    console.error(`Refusing to start (NODE_ENV=production): ${problem}`);
  process.exit(1);
}
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(`Refusing to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// Tracing first, so it can instrument http and pg as they load; nothing of it loads without an endpoint.
const tracing = process.env.OTEL_EXPORTER_OTLP_ENDPOINT
  ? await import('./ops/tracing.ts')
  : undefined;
// Loaded only now: a refused start never loads (let alone opens) the database or the server.
const { serve } = await import('./serve.ts');
await serve(config, { onStopped: tracing?.shutdownTracing });
