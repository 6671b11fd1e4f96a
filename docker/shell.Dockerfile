# The host build plus its gateway: docker build -f docker/shell.Dockerfile .
FROM node:20.20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc tsconfig.base.json tsconfig.web.json tsconfig.node.json ./
COPY shared-contracts/package.json shared-contracts/
COPY svc-public/package.json svc-public/
COPY svc-admin/package.json svc-admin/
COPY mf-public/package.json mf-public/
COPY mf-admin/package.json mf-admin/
COPY shell/package.json shell/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# npm install, not npm ci: see scripts/ensure-installed.mjs
RUN npm install --no-audit --no-fund --workspace @wedding/shell --workspace @wedding/shared-contracts --include-workspace-root
COPY scripts/mf scripts/mf
COPY scripts/precompress.ts scripts/og-image.ts scripts/
# the preview image's text is drawn with the machine's fonts (scripts/og-image.ts)
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
COPY shared-contracts shared-contracts
# the site's photos: the build makes their AVIF and WebP copies (scripts/mf/site-photos.ts)
COPY photos photos
COPY shell shell
RUN npx tsc -p shared-contracts/tsconfig.build.json && cd shell && npx rspack build && npx tsc -p tsconfig.server.json \
 && cd .. && npx tsx scripts/og-image.ts shell/dist/og-image.png && npx tsx scripts/mf/site-photos.ts shell/dist \
 && npx tsx scripts/precompress.ts shell/dist && cd shell \
 && cd .. && npm prune --omit=dev --workspace @wedding/shell --workspace @wedding/shared-contracts

FROM node:20.20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/shared-contracts/package.json shared-contracts/package.json
COPY --from=build /app/shared-contracts/dist shared-contracts/dist
COPY --from=build /app/shell/package.json shell/package.json
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/shell/dist-server shell/dist-server
USER node
CMD ["node", "shell/dist-server/index.js"]
