# syntax=docker/dockerfile:1
# The image runs what scripts/build-release.sh makes, the folder CI's smoke test starts
# (scripts/smoke-release.mjs), so the path the image takes is the path the tests take (decision 049).

FROM node:24-bookworm-slim AS build
WORKDIR /src
# The packages first: this layer is reused while package-lock.json does not change.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN scripts/build-release.sh /release

# Only the release: dist/ and the production packages, no sources and no development tool.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# pg_dump and pg_restore for `npm run cli -- backup` and `restore` (decision 052): at least the
# server's major version, compose.yaml's postgres:17 (change both together). Debian bookworm has
# only 15, which refuses a 17 server; the PostgreSQL project's repository (apt.postgresql.org) has
# every version, set up as its documentation says (wiki.postgresql.org/wiki/Apt, by hand).
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates curl \
 && install -d /usr/share/postgresql-common/pgdg \
 && curl -fsSL -o /usr/share/postgresql-common/pgdg/apt.postgresql.org.asc \
      https://www.postgresql.org/media/keys/ACCC4CF8.asc \
 && . /etc/os-release \
 && echo "deb [signed-by=/usr/share/postgresql-common/pgdg/apt.postgresql.org.asc] https://apt.postgresql.org/pub/repos/apt ${VERSION_CODENAME}-pgdg main" \
      > /etc/apt/sources.list.d/pgdg.list \
 && apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client-17 \
 && apt-get purge -y --auto-remove curl \
 && rm -rf /var/lib/apt/lists/*
# Owned by root: the server reads its code and writes only under DATA_DIR.
COPY --from=build /release ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm run start:prod` runs, on the Node 24 the release brings (the one the tests ran),
# without npm in between, so that `docker stop`'s SIGTERM reaches the server and it drains.
CMD ["node_modules/.bin/node", "--enable-source-maps", "dist/server/main.mjs"]
