# One image per remote: docker build --build-arg REMOTE=mf-public (or mf-admin) -f docker/remote.Dockerfile .
FROM node:20.20-bookworm-slim AS build
ARG REMOTE
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
RUN npm install --no-audit --no-fund --workspace @wedding/${REMOTE} --include-workspace-root
COPY scripts/mf scripts/mf
COPY scripts/prerender.ts scripts/prerender.ts
COPY scripts/precompress.ts scripts/precompress.ts
COPY shared-contracts shared-contracts
# mf-public's pages name the site's photos by their copies' sizes and hashes (scripts/mf/site-photos.ts)
COPY photos photos
COPY ${REMOTE} ${REMOTE}
# the remote's own build (each prerenders its pages into dist/prerender/: mf-public every public route,
# mf-admin its login page), then a .br and a
# .gz beside every text file for nginx to send (docker/remote.nginx.conf)
RUN npm run build --workspace @wedding/${REMOTE} && npx tsx scripts/precompress.ts ${REMOTE}/dist

FROM nginx:1.27-alpine
ARG REMOTE
ENV PORT=80
COPY docker/remote.nginx.conf /etc/nginx/templates/default.conf.template
COPY --from=build /app/${REMOTE}/dist /usr/share/nginx/html
