/**
 * OpenTelemetry tracing, loaded by main.ts only when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (so it
 * costs nothing otherwise): every HTTP request the API answers or makes and every PostgreSQL query
 * becomes a span, exported over OTLP/HTTP to `<endpoint>/v1/traces` in batches. The standard OTel
 * settings apply (`OTEL_SERVICE_NAME`, default `shootbook-api`; `OTEL_EXPORTER_OTLP_HEADERS`;
 * `OTEL_BSP_SCHEDULE_DELAY`, …). Must load before the modules it instruments (http, pg).
 */
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

const provider = new NodeTracerProvider({
  resource: resourceFromAttributes({
    [ATTR_SERVICE_NAME]: process.env.OTEL_SERVICE_NAME || 'shootbook-api',
  }),
  // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (+ /v1/traces) and OTEL_EXPORTER_OTLP_HEADERS itself.
  spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
});
provider.register();
registerInstrumentations({
  instrumentations: [
    // Health and readiness polls are noise in a trace store.
    new HttpInstrumentation({
      ignoreIncomingRequestHook: (request) =>
        ['/health', '/ready', '/metrics'].includes(request.url ?? ''),
    }),
    new PgInstrumentation(),
  ],
});

/** Flushes the spans still in the batch (called on shutdown). */
export function shutdownTracing(): Promise<void> {
  return provider.shutdown();
}
