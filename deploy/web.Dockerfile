# syntax=docker/dockerfile:1
# The ShootBook web app: the static Vite build served by nginx.
# Build from the repository root:
#   docker build -f deploy/web.Dockerfile -t shootbook-web \
#     --build-arg VITE_API_BASE_URL=/api \
#     (/api: the API under the web's origin, deploy/nginx/load-balancer.conf; or the API's own URL)
#     --build-arg VITE_FIREBASE_API_KEY=… --build-arg VITE_FIREBASE_AUTH_DOMAIN=… \
#     --build-arg VITE_FIREBASE_PROJECT_ID=… --build-arg VITE_FIREBASE_APP_ID=… \
#     (VITE_MEDIA_ORIGIN=…: the photos' origin when not the API's, e.g. S3's; the CSP's img-src) .

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CI=true npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/package.json
COPY apps/web/package.json apps/web/package.json
COPY packages/api-client/package.json packages/api-client/package.json
COPY packages/machines/package.json packages/machines/package.json
COPY packages/ui/package.json packages/ui/package.json
RUN npm ci --workspace @shootbook/web --include-workspace-root --ignore-scripts
COPY tsconfig.base.json openapi.yaml ./
COPY packages packages
COPY apps/web apps/web
ARG VITE_API_BASE_URL
ARG VITE_FIREBASE_API_KEY
ARG VITE_FIREBASE_AUTH_DOMAIN
ARG VITE_FIREBASE_PROJECT_ID
ARG VITE_FIREBASE_APP_ID
ARG VITE_MEDIA_ORIGIN
# The build writes its security headers beside index.html; nginx includes them (web.conf), the
# static files do not carry them.
RUN npm run build -w @shootbook/web \
  && mkdir /app/nginx \
  && mv apps/web/dist/security-headers.conf /app/nginx/ \
  && rm apps/web/dist/security-headers.json

FROM nginx:1.27-alpine AS runtime
COPY deploy/nginx/web.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/nginx/security-headers.conf /etc/nginx/shootbook/security-headers.conf
COPY --from=build /app/apps/web/dist /usr/share/nginx/html
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --retries=3 CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/"]
