# The two commands: `make start` (run the app) and `make test` (every test tier). Both set themselves up.
SHELL := /bin/bash
.DEFAULT_GOAL := start
STACK := node scripts/stack.mjs

.PHONY: start test install build build-engine build-backend build-frontend dev up down migrate seed load-data openapi check-generated bench bench-app profile test-unit test-e2e test-browser

# npm ci only when the lock file changed since the last install.
node_modules/.installed: package-lock.json package.json packages/try-on-engine/package.json backend/package.json frontend/package.json
	npm ci --no-audit --no-fund
	touch $@

install: node_modules/.installed

# Builds are skipped when no source file changed since the last one (a warm `make start` takes seconds). The backend
# uses the try-on engine's build (packages/try-on-engine/dist), so it is built first.
ENGINE := packages/try-on-engine
ENGINE_SOURCES := $(shell find $(ENGINE)/src -name '*.ts' ! -name '*.spec.ts' ! -path '*/testing/*' 2>/dev/null) $(ENGINE)/tsconfig.json $(ENGINE)/tsconfig.build.json
BACKEND_SOURCES := $(shell find backend/src -name '*.ts' ! -name '*.spec.ts' 2>/dev/null) backend/tsconfig.json backend/tsconfig.build.json
FRONTEND_SOURCES := $(shell find frontend/src frontend/public -type f ! -name '*.test.ts' ! -name '*.test.tsx' 2>/dev/null) frontend/index.html frontend/vite.config.ts frontend/tsconfig.json

$(ENGINE)/dist/.built: node_modules/.installed $(ENGINE_SOURCES)
	npm run --silent build -w @tvt/try-on-engine
	touch $@

backend/dist/.built: node_modules/.installed $(ENGINE)/dist/.built $(BACKEND_SOURCES)
	npm run --silent build -w backend
	touch $@

frontend/dist/.built: node_modules/.installed $(FRONTEND_SOURCES)
	npm run --silent build -w frontend
	touch $@

build-engine: $(ENGINE)/dist/.built

build-backend: backend/dist/.built

build-frontend: frontend/dist/.built

build: build-backend build-frontend

start: export TVT_START_TIME := $(shell date +%s.%N)
start: build
	$(STACK) -- node scripts/start-app.mjs

dev: install build-backend
	$(STACK) -- bash -c 'npm run --silent migrate -w backend && npm run --silent seed -w backend && (npm run dev -w frontend & npm run dev:worker -w backend & npm run dev -w backend; wait)'

migrate: build-backend
	$(STACK) -- npm run --silent migrate -w backend

seed: build-backend
	$(STACK) -- bash -c 'npm run --silent migrate -w backend && npm run --silent seed -w backend'

up:
	docker compose up --build -d

down:
	docker compose down

openapi: install
	npm run --silent openapi -w backend
	npm run --silent codegen -w frontend

# CI fails when the committed OpenAPI document or the generated client no longer match the code.
check-generated: openapi
	git diff --exit-code -- docs/api/openapi.json frontend/src/api/generated || (echo 'docs/api/openapi.json or frontend/src/api/generated is stale: run make openapi and commit' && exit 1)

# The engine's own tests (its fixture tests included) run here too; the backend's typecheck reads the engine's build.
test-unit: build-engine
	npm run --silent typecheck -w @tvt/try-on-engine
	npm run --silent lint -w @tvt/try-on-engine
	npm run --silent test -w @tvt/try-on-engine
	npm run --silent typecheck -w backend
	npm run --silent lint -w backend
	npm run --silent test:unit -w backend
	npm run --silent lint -w frontend
	npm test -w frontend

test-e2e: build-backend
	$(STACK) --profile test -- bash -c 'npm run --silent migrate -w backend && npm run --silent migrations:check -w backend && npm run --silent test:e2e -w backend'

test-browser: build
	$(STACK) --profile test -- node frontend/e2e/run.mjs

test: check-generated test-unit test-e2e test-browser

# DESIGN §7's social data (10k users, 100k posts, 1M likes, …) added to the development database; LOAD_DATA_SCALE
# scales it (0.1 for a tenth).
load-data: build-backend
	$(STACK) -- bash -c 'npm run --silent migrate -w backend && npm run --silent load-data -w backend'

bench: build
	mkdir -p bench/results
	node frontend/scripts/bundle-size.mjs
	node frontend/scripts/bundle-size.mjs --json > bench/results/frontend-size.json
	$(STACK) --profile bench -- node scripts/bench/app-bench.mjs
	npm run --silent bench:engine

# Only the app bench (GENERATE → result, queue wait, API latency), in its own stack: 2.5 to 4 minutes.
bench-app: build
	mkdir -p bench/results
	$(STACK) --profile bench -- node scripts/bench/app-bench.mjs

# A CPU profile of one API process per route (health, readiness, guest and signed-in feed), in the bench's stack:
# .cpuprofile files outside the repository and a text summary of where the time goes (docs/performance.md).
profile: build-backend
	mkdir -p bench/results
	$(STACK) --profile bench -- node scripts/bench/profile.mjs
