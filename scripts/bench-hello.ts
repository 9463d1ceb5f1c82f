// The framework ceiling for `npm run bench`: a bare Fastify route answering a small JSON body, run
// the same way as the app (node with tsx), so the ratio to it shows what Meridian's own work costs.
// With SAME_ANSWER (JSON: { headers, body }) it also answers /same-answer with exactly those headers and
// that body, as GET /api/auth/user answers them: what the framework alone costs to send that answer.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/hello", async () => ({ hello: "world" }));
if (process.env.SAME_ANSWER) {
  const { headers, body } = JSON.parse(process.env.SAME_ANSWER) as {
    headers: Record<string, string>;
    body: string;
  };
  app.get("/same-answer", async (_request, reply) => reply.headers(headers).send(body));
}
await app.listen({ port: Number(process.env.PORT ?? 3999), host: "127.0.0.1" });
console.log("ready");
