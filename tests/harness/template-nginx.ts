// web/nginx/default.conf.template run through a real nginx, where one is installed, as the web
// image runs it: the variables the image's envsubst fills in given values, the image's paths
// moved below a temporary folder, listening on a free local port. The API upstream is a free port
// nobody listens on (a proxied request gets 502). The compose tests that read what nginx itself
// does (headers, redirects, the access log) start it here.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** Whether an nginx binary is installed (the tests that run it are skipped where not). */
export const nginxInstalled = spawnSync("nginx", ["-v"]).status === 0;

export interface TemplateNginx {
  /** The temporary folder: html/ (the pages), logs/ (access.log, error.log), the CSP files. */
  dir: string;
  port: number;
  /** http://127.0.0.1:<port> */
  base: string;
  /** Stops nginx, waits for it to exit, and removes the folder. */
  stop(): Promise<void>;
}

/** Resolves once process `pid` has exited (0: none), or after `ms`. */
async function exited(pid: number, ms: number): Promise<void> {
  for (const until = Date.now() + ms; pid > 0 && Date.now() < until; ) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((done) => setTimeout(done, 20));
  }
}

/** The template as the image's envsubst renders it, with its paths moved below `dir`. */
function renderTemplate(dir: string, port: number, apiPort: number, consentSources: string): string {
  return readFileSync(join(root, "web/nginx/default.conf.template"), "utf8")
    .replace(/\$\{API_UPSTREAM\}/g, `127.0.0.1:${apiPort}`)
    .replace(/\$\{HSTS_MAX_AGE\}/g, "0")
    .replace(/\$\{COOKIE_CONSENT_CSP_SOURCES\}/g, consentSources)
    .replace(/\$\{NGINX_LOCAL_RESOLVERS\}/g, "127.0.0.1")
    .replace("listen 80;", `listen 127.0.0.1:${port};`)
    .replace("listen [::]:80;", "")
    .replaceAll("/usr/share/nginx/html", join(dir, "html"))
    .replaceAll("/etc/nginx/app-csp.conf", join(dir, "app-csp.conf"))
    .replaceAll("/etc/nginx/admin-csp.conf", join(dir, "admin-csp.conf"))
    .replaceAll("/var/log/nginx/", `${join(dir, "logs")}/`);
}

/**
 * Starts nginx on the template in a fresh temporary folder, once `prepare` has laid out what the
 * image would hold there: the pages below html/ and the policies in app-csp.conf and
 * admin-csp.conf. `consentSources`: what the image's entrypoint made of
 * COOKIE_CONSENT_SCRIPT_HOSTS (none by default). Throws, with nginx's own words, when it does not
 * start.
 */
export async function startTemplateNginx(options: {
  /** The temporary folder's name starts with it. */
  prefix: string;
  consentSources?: string;
  prepare(dir: string): void;
}): Promise<TemplateNginx> {
  const dir = mkdtempSync(join(tmpdir(), options.prefix));
  const nginxArgs = ["-c", join(dir, "nginx.conf"), "-p", dir];
  const stop = async () => {
    const pidFile = join(dir, "nginx.pid");
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8").trim()) : 0;
    spawnSync("nginx", [...nginxArgs, "-s", "stop"]);
    // The folder goes once nginx has exited. Removed while nginx was still exiting (it deletes its
    // pid file then), the folder was at times left behind with some of its files in it.
    await exited(pid, 5_000);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // nginx's workers (nobody, when the test runs as root) must read the pages as in the image.
    chmodSync(dir, 0o755);
    const port = await freePort();
    for (const d of ["conf.d", "html", "logs", "tmp"]) mkdirSync(join(dir, d));
    options.prepare(dir);
    const conf = renderTemplate(dir, port, await freePort(), options.consentSources ?? "");
    writeFileSync(join(dir, "conf.d/default.conf"), conf);
    const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `${t}_temp_path ${dir}/tmp;`);
    // The image's main configuration, in short: the MIME types, then the site.
    writeFileSync(
      join(dir, "nginx.conf"),
      `daemon on; pid ${dir}/nginx.pid; error_log ${dir}/logs/main-error.log notice;
events { worker_connections 64; }
http { include /etc/nginx/mime.types; ${temp.join(" ")} include ${dir}/conf.d/*.conf; }\n`,
    );
    const started = spawnSync("nginx", nginxArgs, { encoding: "utf8" });
    if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr}`);
    return { dir, port, base: `http://127.0.0.1:${port}`, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
