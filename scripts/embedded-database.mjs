// The embedded PostgreSQL (PGlite) in a process of its own, speaking PostgreSQL's protocol on
// a Unix socket. The app connects to it as to any server: the database's memory is not the
// app's, and its queries run on another core while the app renders pages and answers requests.
// Started by the app (lib/db/embedded.ts) with the socket's path (in a private directory,
// removed at exit) and the data directory (none: in memory); it reports `{ listening: true }`
// and exits when the app goes.
import { rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { vector } from "@electric-sql/pglite/vector";

const [socketPath, dataDir] = process.argv.slice(2);
// While this file names a live process, a newly started app waits before opening the files.
const pidFile = dataDir ? path.join(dataDir, "embedded-database.pid") : undefined;

const database = await PGlite.create({
  dataDir: dataDir || undefined,
  // pgvector: Ask AI adds vector search when an embedding model is configured (lib/ask/embeddings.ts).
  extensions: { pg_trgm, vector },
  // PostgreSQL's default of 128 MB of shared buffers would end up resident in WebAssembly
  // memory, which never shrinks; the data files stay in the operating system's page cache
  // anyway. 16 MB against 32: about 30 MB less at the peak of a 10,000-page publish, search
  // as fast.
  startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${process.env.EMBEDDED_DATABASE_SHARED_BUFFERS || "16MB"}`],
});

const sslRequestCode = 80877103;
/** Messages after which the backend answers: Sync, simple Query, Flush. */
const answeredAfter = new Set(["S", "Q", "H"].map((letter) => letter.charCodeAt(0)));
const [parseType, closeType, terminateType, readyForQuery, parseCompleteType] = ["P", "C", "X", "Z", "1"].map((letter) => letter.charCodeAt(0));

const flush = Buffer.from([0x48, 0, 0, 0, 4]); // Flush: send what is buffered, end nothing
const parseComplete = Buffer.from([parseCompleteType, 0, 0, 0, 4]);

/** The null-terminated string at `offset` of a message, and the offset after it. */
function cString(message, offset) {
  const end = message.indexOf(0, offset);
  return [message.toString("utf8", offset, end), end + 1];
}

/**
 * Named statements the session holds, by name, with their text. Every connection shares them:
 * the app names a statement by a hash of its text, so a connection preparing a name another
 * one prepared gets it as it is (a different text under a taken name still fails).
 */
const prepared = new Map();

/**
 * Runs protocol messages and answers the backend's bytes. PGlite's execProtocolRaw keeps every
 * message it answered, parsed, until its next exec() or query(), which this server rarely
 * makes: its heap grew by about 110 MB per 100,000 rows of 1 KB answered, and its collector
 * with it. execProtocol answers the same bytes and lets them go.
 */
async function execute(messages) {
  const { data } = await database.execProtocol(messages, { throwOnError: false });
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

/** The name and text of a Parse message that names its statement. */
function namedParse(message) {
  if (message[0] !== parseType) return undefined;
  const [name, next] = cString(message, 5);
  return name ? { name, text: cString(message, next)[0] } : undefined;
}

/**
 * The answer to a round, as a PostgreSQL server gives it. PGlite differs in two ways:
 * - after an error it reports ready for the next query at once and again at the Sync; the
 *   client would take the second for the answer to its next statement. A round ends with one
 *   ReadyForQuery (none for a Flush).
 * - it drops the answers it had buffered when a statement fails, ParseComplete included; a
 *   client then believes a named statement was not prepared while PGlite keeps it, and its
 *   next attempt fails ("already exists"). A round that prepares a named statement has it
 *   parsed (and flushed) on its own first.
 */
async function answerRound(messages) {
  const [first, ...rest] = messages;
  for (const message of messages) {
    if (message[0] === closeType && message[5] === "S".charCodeAt(0)) prepared.delete(cString(message, 6)[0]);
  }
  const parse = namedParse(first);
  let answer;
  if (parse && prepared.get(parse.name) === parse.text) {
    answer = Buffer.concat([parseComplete, await execute(Buffer.concat(rest))]);
  } else if (parse && rest.length > 0) {
    const parsed = await execute(Buffer.concat([first, flush]));
    if (parsed[0] === parseCompleteType) prepared.set(parse.name, parse.text);
    answer = Buffer.concat([parsed, await execute(Buffer.concat(rest))]);
  } else {
    answer = await execute(Buffer.concat(messages));
  }
  const endsWithReady = messages.at(-1)[0] !== flush[0];
  const kept = [];
  let lastReady;
  for (let offset = 0; offset < answer.length; ) {
    const end = offset + 1 + answer.readInt32BE(offset + 1);
    const message = answer.subarray(offset, end);
    if (message[0] === readyForQuery) lastReady = message;
    else kept.push(message);
    offset = end;
  }
  if (endsWithReady && lastReady) kept.push(lastReady);
  return Buffer.concat(kept);
}

/**
 * PGlite is one session, which every connection shares a round at a time (everything up to a
 * Sync, a simple query or a Flush). Rounds run in the order they came, back to back: the
 * session does not wait for the client of one answer to send the next statement. A
 * connection in a transaction, or between a Flush and its Sync, holds the session: only its
 * rounds run until it is idle again, so a transaction never sees another connection's
 * statements, and transactions run one after the other.
 */
const waiting = [];
let holder;
let running = false;

/** Runs `task` on the session in `connection`'s turn. */
function inTurn(connection, task) {
  return new Promise((resolve, reject) => {
    waiting.push({ connection, task, resolve, reject });
    runNext();
  });
}

function runNext() {
  if (running) return;
  const index = waiting.findIndex((entry) => holder === undefined || entry.connection === holder);
  if (index < 0) return;
  const [{ task, resolve, reject }] = waiting.splice(index, 1);
  running = true;
  task()
    .then(resolve, reject)
    .finally(() => {
      running = false;
      runNext();
    });
}

const connections = new Set();

/** A connection that went away leaves nothing behind: no open transaction, and, once no connection is left, no session state. */
async function release(connection) {
  connections.delete(connection);
  if (holder === connection) {
    holder = undefined;
    if (database.isInTransaction()) await database.exec("ROLLBACK");
  }
  if (connections.size === 0) {
    await database.exec("DISCARD ALL");
    prepared.clear();
  }
}

/**
 * One client connection. Its messages go to the session a round at a time, as the backend
 * expects them: handing it extended-protocol messages one by one made it answer an error
 * twice, and every later answer went to the wrong statement.
 */
function serve(socket) {
  const connection = Symbol("connection");
  connections.add(connection);
  let buffer = Buffer.alloc(0);
  let started = false;
  let round = [];
  let last = Promise.resolve();
  // A failed round ends the connection, and its client sees it closed.
  const run = (messages) => {
    last = inTurn(connection, async () => {
      const answer = await answerRound(messages);
      holder = messages.at(-1)[0] === flush[0] || database.isInTransaction() ? connection : undefined;
      return answer;
    }).then(
      (answer) => {
        if (answer.length > 0 && !socket.destroyed) socket.write(answer);
      },
      (error) => {
        console.error("embedded database:", error);
        socket.destroy();
      },
    );
  };
  socket.on("data", (data) => {
    buffer = Buffer.concat([buffer, data]);
    for (;;) {
      // The startup message (and an SSL request before it) has no type byte.
      const length = started ? (buffer.length >= 5 ? 1 + buffer.readInt32BE(1) : Infinity) : buffer.length >= 4 ? buffer.readInt32BE(0) : Infinity;
      if (buffer.length < length) return;
      const message = buffer.subarray(0, length);
      buffer = buffer.subarray(length);
      if (!started) {
        if (message.readInt32BE(4) === sslRequestCode) {
          socket.write("N");
          continue;
        }
        started = true;
        run([message]);
        continue;
      }
      if (message[0] === terminateType) {
        last.finally(() => socket.end());
        continue;
      }
      round.push(message);
      if (answeredAfter.has(message[0])) {
        run(round);
        round = [];
      }
    }
  });
  socket.on("error", () => socket.destroy());
  socket.on("close", () =>
    last.finally(() =>
      inTurn(connection, () => release(connection)).catch((error) => console.error("embedded database:", error)),
    ),
  );
}

const server = createServer(serve);
await new Promise((resolve) => server.listen(socketPath, resolve));
if (pidFile) writeFileSync(pidFile, String(process.pid));

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  // Open connections live on without the socket's file; no new ones are wanted.
  rmSync(path.dirname(socketPath), { recursive: true, force: true });
  server.close();
  await database.close();
  if (pidFile) rmSync(pidFile, { force: true });
  process.exit(0);
}
// The app went away (exited, crashed or was killed): close the data files cleanly.
process.on("disconnect", stop);
// Ctrl-C reaches the whole process group; the app's own shutdown follows.
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
process.send?.({ listening: true });
