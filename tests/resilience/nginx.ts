import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, sleep } from "../support/processes";

// Debian's nginx (package `nginx`), run by the test on loopback with a configuration, pid file, logs
// and temporary folders of its own, as the load balancer in front of two app nodes.

/** How long nginx leaves a node alone after a failed try. */
export const FAIL_TIMEOUT_S = 2;

const CANDIDATES = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"];

/** The nginx binary, or null when it is not installed. */
export function findNginx(): string | null {
  const found = CANDIDATES.find((file) => fs.existsSync(file));
  if (found) return found;
  try {
    return execFileSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}

/**
 * The production-like balancer: round robin over the nodes; a request that meets a dead node (refused
 * or reset connection, timeout, 502/503) is passed to the next one. nginx never passes on a POST
 * that reached a node (non-idempotent); the client retries it with its Idempotency-Key.
 */
function configuration(dir: string, port: number, upstreams: number[]): string {
  const servers = upstreams
    .map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=${FAIL_TIMEOUT_S}s;`)
    .join("\n");
  return `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream meridian {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://meridian;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      # PLATFORM-4: the edge sets the client's address; it never appends to a header the client sent.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 1s;
      proxy_read_timeout 15s;
    }
  }
}
`;
}

export type Nginx = { base: string; stop(): Promise<void>; errorLog(): string };

export async function startNginx(binary: string, upstreams: number[]): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "meridian-nginx-"));
  // Workers run as an unprivileged user when nginx starts as root; they need to reach the folder.
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(conf, configuration(dir, port, upstreams));
  let output = "";
  const child: ChildProcess = spawn(binary, ["-p", dir, "-c", conf, "-e", path.join(dir, "error.log")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const errorLog = () => {
    try {
      return fs.readFileSync(path.join(dir, "error.log"), "utf8");
    } catch {
      return "";
    }
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${output}\n${errorLog()}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not answer within 10 s:\n${output}\n${errorLog()}`);
    }
    await sleep(100);
  }
  return {
    base,
    errorLog,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
