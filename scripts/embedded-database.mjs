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

const [socketPath, dataDir] = process.argv.slice(2);
// While this file names a live process, a newly started app waits before opening the files.
const pidFile = dataDir ? path.join(dataDir, "embedded-database.pid") : undefined;

const database = await PGlite.create({
  dataDir: dataDir || undefined,
  extensions: { pg_trgm },
  // PostgreSQL's 128 MB of shared buffers would be resident from the start in WebAssembly
  // memory; the data files stay in the operating system's page cache anyway.
  startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${process.env.EMBEDDED_DATABASE_SHARED_BUFFERS ?? "32MB"}`],
});

const sslRequestCode = 80877103;
/** Messages after which the backend answers: Sync, simple Query, Flush, Terminate. */
const answeredAfter = new Set(["S", "Q", "H", "X"].map((letter) => letter.charCodeAt(0)));

const flush = Buffer.from([0x48, 0, 0, 0, 4]); // Flush: send what is buffered, end nothing
const readyForQuery = 0x5a;

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
  const preparesNamed = first[0] === "P".charCodeAt(0) && first[5] !== 0 && rest.length > 0;
  const answer = preparesNamed
    ? Buffer.concat([await database.execProtocolRaw(Buffer.concat([first, flush])), await database.execProtocolRaw(Buffer.concat(rest))])
    : Buffer.from(await database.execProtocolRaw(Buffer.concat(messages)));
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
 * One client connection. Its messages go to PGlite a round at a time (everything up to a
 * Sync or a simple query), as the backend expects them: handing it extended-protocol
 * messages one by one made it answer an error twice, and every later answer went to the
 * wrong statement.
 */
function serve(socket) {
  let buffer = Buffer.alloc(0);
  let started = false;
  let round = [];
  let work = Promise.resolve();
  // `work` never rejects: a failed round ends the connection, and its client sees it closed.
  const run = (messages) => {
    work = work
      .then(async () => {
        const answer = await answerRound(messages);
        if (answer.length > 0 && !socket.destroyed) socket.write(answer);
      })
      .catch((error) => {
        console.error("embedded database:", error);
        socket.destroy();
      });
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
      round.push(message);
      if (answeredAfter.has(message[0])) {
        run(round);
        round = [];
      }
      if (message[0] === "X".charCodeAt(0)) work.finally(() => socket.end());
    }
  });
  socket.on("error", () => socket.destroy());
  return new Promise((resolve) => socket.on("close", () => work.finally(resolve)));
}

// The app keeps one connection. Another (a replacement while the old one closes) waits its
// turn: PGlite is one session, and a transaction must not see another client's statements.
let turn = Promise.resolve();
const server = createServer((socket) => {
  socket.pause();
  turn = turn.then(async () => {
    socket.resume();
    await serve(socket);
    // A client that went away leaves nothing behind: no open transaction, no prepared
    // statements (the next client would find their names taken).
    try {
      if (database.isInTransaction()) await database.exec("ROLLBACK");
      await database.exec("DISCARD ALL");
    } catch (error) {
      // The next client must still get its turn.
      console.error("embedded database:", error);
    }
  });
});
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
