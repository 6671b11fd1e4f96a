# One image per service: docker build --build-arg SERVICE=svc-public (or svc-admin) -f docker/service.Dockerfile .
FROM node:20.20-bookworm-slim AS build
ARG SERVICE
WORKDIR /app
COPY package.json package-lock.json .npmrc tsconfig.base.json tsconfig.node.json ./
COPY shared-contracts/package.json shared-contracts/
COPY svc-public/package.json svc-public/
COPY svc-admin/package.json svc-admin/
COPY mf-public/package.json mf-public/
COPY mf-admin/package.json mf-admin/
COPY shell/package.json shell/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# npm install, not npm ci: see scripts/ensure-installed.mjs
RUN npm install --no-audit --no-fund --workspace @wedding/${SERVICE} --workspace @wedding/shared-contracts --include-workspace-root
COPY shared-contracts shared-contracts
COPY ${SERVICE} ${SERVICE}
RUN npx tsc -p shared-contracts/tsconfig.build.json && npx tsc -p ${SERVICE}/tsconfig.build.json \
 && npm prune --omit=dev --workspace @wedding/${SERVICE} --workspace @wedding/shared-contracts \
 && mkdir -p ${SERVICE}/node_modules

FROM node:20.20-bookworm-slim
ARG SERVICE
ENV NODE_ENV=production HOST=0.0.0.0 SERVICE=${SERVICE}
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/shared-contracts/package.json shared-contracts/package.json
COPY --from=build /app/shared-contracts/dist shared-contracts/dist
COPY --from=build /app/${SERVICE}/package.json ${SERVICE}/package.json
# a dependency whose version differs from one hoisted for another workspace is installed here (svc-admin's
# yauzl 3; the root holds yauzl 2 for bench's lighthouse)
COPY --from=build /app/${SERVICE}/node_modules ${SERVICE}/node_modules
COPY --from=build /app/${SERVICE}/dist ${SERVICE}/dist
USER node
CMD ["sh", "-c", "exec node ${SERVICE}/dist/index.js"]
