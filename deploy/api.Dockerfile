# syntax=docker/dockerfile:1
# The ShootBook API image: Node 24 LTS, production dependencies only, non-root.
# Build from the repository root:  docker build -f deploy/api.Dockerfile -t shootbook-api .
# The API runs from its TypeScript sources through tsx (a production dependency of apps/api), with
# openapi.yaml beside them: the contract is read at start, migrations run from code.

FROM node:24-bookworm-slim AS deps
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CI=true npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
# Every workspace manifest, so the lockfile matches; only the API's production tree is installed.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/package.json
COPY apps/web/package.json apps/web/package.json
COPY packages/api-client/package.json packages/api-client/package.json
COPY packages/machines/package.json packages/machines/package.json
COPY packages/ui/package.json packages/ui/package.json
RUN npm ci --omit=dev --workspace @shootbook/api --include-workspace-root=false --ignore-scripts

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/apps/api/node_modules ./apps/api/node_modules
COPY package.json openapi.yaml ./
COPY apps/api/package.json apps/api/package.json
COPY apps/api/src apps/api/src
COPY packages/api-client/package.json packages/api-client/package.json
COPY packages/api-client/src packages/api-client/src
COPY packages/machines/package.json packages/machines/package.json
COPY packages/machines/src packages/machines/src
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness; the orchestrator's readiness probe asks /ready.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
WORKDIR /app/apps/api
# SIGTERM goes straight to Node (no shell in between), which drains and stops gracefully.
CMD ["node", "--import", "tsx", "src/main.ts"]
