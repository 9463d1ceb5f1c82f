// The framework ceiling for `npm run bench`: a bare Fastify route answering a small JSON body, run
// the same way as the app (node with tsx), so the ratio to it shows what Meridian's own work costs.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/hello", async () => ({ hello: "world" }));
await app.listen({ port: Number(process.env.PORT ?? 3999), host: "127.0.0.1" });
console.log("ready");
