import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/server/app";
import { type Config, loadConfig } from "../../src/server/config";
import { createTestDatabase, type TestDatabase } from "./database";

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
};

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "/nonexistent", ...overrides });
}

/** A real app on a real database of its own; routes may be added before the first inject(). */
export async function createTestApp(
  options: { env?: Record<string, string>; clientDir?: string } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(options.env);
  const app = await buildApp({ config, database, clientDir: options.clientDir ?? "/nonexistent-client" });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
