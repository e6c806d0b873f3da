# The app image for `make up`: builds the try-on engine, the backend (which uses it) and the frontend; serves the API
# and the built frontend on port 3000.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/try-on-engine/package.json packages/try-on-engine/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w @tvt/try-on-engine && npm run build -w backend && npm run build -w frontend && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0
COPY --from=build /app /app
EXPOSE 3000
CMD ["sh", "-c", "npm run --silent migrate -w backend && npm run --silent seed -w backend && node backend/dist/main.js"]
