import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The client lives in src/client and is built to dist/client, which the Fastify server serves.
export default defineConfig({
  root: "src/client",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
  },
  server: {
    proxy: { "/api": "http://localhost:3000" },
  },
});
