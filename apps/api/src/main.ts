/**
 * `npm start -w @shootbook/api`: reads the environment (src/config.ts), migrates, seeds an empty
 * database (development only), and serves the API on http://HOST:PORT. Stops cleanly on
 * SIGINT/SIGTERM.
 *
 * With `NODE_ENV=production` it first checks the environment and refuses to start — exit code 1,
 * one line per problem on stderr, nothing opened — when a demo convenience is on or a setting
 * that only has a local default is missing (`productionProblems`, docs/decisions/0004). Only
 * config.ts is loaded for that check; the server (serve.ts) loads once the check has passed.
 * A `NODE_ENV` that is neither `production` nor development (`development`, `test`, unset) is
 * refused the same way, in one line (`nodeEnvProblem`). A start that fails for a reason outside
 * the code — the database cannot be reached or migrated, the port is taken — prints one line
 * naming what failed (`StartFailed`, no secrets) and exits with code 1, instead of a stack trace.
 * With `OTEL_EXPORTER_OTLP_ENDPOINT` set, OpenTelemetry tracing loads first (ops/tracing.ts).
 */
import { loadConfig, nodeEnvProblem, productionProblems, type Config } from './config.ts';

const modeProblem = nodeEnvProblem(process.env);
if (modeProblem) {
  console.error(`Refusing to start: ${modeProblem}`);
  process.exit(1);
}
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
const { serve, StartFailed } = await import('./serve.ts');
try {
  await serve(config, { onStopped: tracing?.shutdownTracing });
} catch (error) {
  if (!(error instanceof StartFailed)) throw error;
  console.error(`Could not start: ${error.message}`);
  process.exit(1);
}
