# One image for every Workledger process; docker-compose.yml picks the entry point per service
# (command-api/src/api-main.ts, command-api/src/projections-main.ts, or main.ts for everything in one).
FROM node:20-bookworm-slim
WORKDIR /app

# Manifests first, so the dependency layer is cached until they change.
COPY package.json package-lock.json ./
COPY event-schemas/package.json event-schemas/
COPY domain/package.json domain/
COPY event-store/package.json event-store/
COPY bus/package.json bus/
COPY projections/package.json projections/
COPY integrations/package.json integrations/
COPY command-api/package.json command-api/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund

COPY . .
RUN npm run build:web

# The development aids (demo accounts with published passwords, the mail outbox page) stay off in
# the image: config refuses them on a non-loopback HOST anyway. Set SMTP_URL to send mail.
# PAYROLL_KEYS_SECRET (64 hex digits, the key payroll API keys are encrypted under) is never baked
# in: give it at run time (`docker run -e PAYROLL_KEYS_SECRET=$(openssl rand -hex 32)`, kept), or the
# process refuses to start on this non-loopback HOST.
ENV HOST=0.0.0.0 PORT=3000 DATA_DIR=/data WEB_DIST_DIR=web/dist SEED_DEMO=false DEV_OUTBOX=false
EXPOSE 3000
VOLUME ["/data"]
CMD ["node_modules/.bin/tsx", "command-api/src/main.ts"]
