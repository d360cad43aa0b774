import { fork } from "node:child_process";
import type { Socket } from "node:net";
import { fileURLToPath } from "node:url";
import { encodedRequest, openConnections } from "./raw-http";

/**
 * Readers' beacons at a steady rate over keep-alive connections, each request written as
 * ready-made bytes. Readers' browsers send beacons from their own machines; here the sender
 * shares the server's two cores, so it must cost next to nothing per beacon, or the bench
 * measures the sender. (autocannon spent about as much CPU per request as the collector.) It
 * runs in a process of its own: on the page load generator's thread, every beacon answer it
 * read would take that generator's time, and the bench would measure the sender again.
 */
export interface BeaconLoadOptions {
  baseUrl: string;
  path: string;
  /** The bodies and headers to send, in turn. */
  requests: { body: string; headers: Record<string, string> }[];
  perSecond: number;
  durationSeconds: number;
  connections: number;
}

export interface BeaconLoadResult {
  sent: number;
  sentPerSecond: number;
  /** Answers with this status, by status. */
  statuses: Map<number, number>;
  /** Requests without an answer when the run ended, or lost with a closed connection. */
  unanswered: number;
}

type SenderMessage = { ready: true } | (Omit<BeaconLoadResult, "statuses"> & { statuses: [number, number][] });

/**
 * Starts a sender and resolves once it is connected and idle, so that its start-up falls
 * outside any measured window; `run` then sends, and resolves with what was sent.
 */
export function beaconSender(options: BeaconLoadOptions): Promise<{ run: () => Promise<BeaconLoadResult> }> {
  const sender = fork(fileURLToPath(import.meta.url), [], { execArgv: ["--import", "tsx"] });
  const ended = new Promise<never>((_, reject) => {
    sender.once("error", reject);
    sender.once("exit", (code) => reject(new Error(`the beacon sender ended (${code}) without a result`)));
  });
  const next = () => Promise.race([new Promise<SenderMessage>((resolve) => sender.once("message", resolve)), ended]);
  sender.send(options);
  return next().then(() => ({
    run: async () => {
      sender.send("go");
      const result = (await next()) as Exclude<SenderMessage, { ready: true }>;
      return { ...result, statuses: new Map(result.statuses) };
    },
  }));
}

// Run by beaconSender: the options come as a message, then "go"; the result goes back as one.
if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  process.once("message", async (options: BeaconLoadOptions) => {
    const send = await connectSender(options);
    process.send!({ ready: true });
    process.once("message", async () => {
      const result = await send();
      process.send!({ ...result, statuses: [...result.statuses] }, () => process.exit(0));
    });
  });
}

/**
 * Reads what the sockets have received, then stops reading until the next call. A reader's
 * browser is another machine: an answer costs the server its send, not the wake-up of a
 * sender process on its own cores. Read as each arrives, every answer woke this process
 * (about 1,000 wake-ups a second, each charged to the server's send on loopback); paused
 * between ticks, the kernel keeps the answers until the tick reads them all.
 */
function readOnce(sockets: Socket[], draining: () => boolean): void {
  for (const socket of sockets) socket.resume();
  // setImmediate runs after the event loop's poll phase, which is where the reads happen.
  setImmediate(() => {
    if (!draining()) for (const socket of sockets) socket.pause();
  });
}

async function connectSender(options: BeaconLoadOptions): Promise<() => Promise<BeaconLoadResult>> {
  const url = new URL(options.baseUrl);
  const encoded = options.requests.map(({ body, headers }) => encodedRequest({ method: "POST", url: new URL(options.path, url), headers, body }));
  const statuses = new Map<number, number>();
  let sent = 0;
  let answered = 0;
  let draining = false;
  const sockets = await openConnections(url, options.connections, (_socket, status) => {
    answered++;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  for (const socket of sockets) {
    socket.pause();
    socket.on("error", () => {}); // a lost connection shows as beacons unanswered
  }
  return async () => {
    const started = performance.now();
    const durationMs = options.durationSeconds * 1000;
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const elapsed = Math.min(performance.now() - started, durationMs);
        // Whatever fell due since the last tick, spread over the connections.
        for (const due = Math.floor((elapsed / 1000) * options.perSecond); sent < due; sent++) {
          sockets[sent % sockets.length]!.write(encoded[sent % encoded.length]!);
        }
        // Answers are read once a tick, not as each arrives (see readOnce).
        readOnce(sockets, () => draining);
        if (elapsed >= durationMs) {
          clearInterval(timer);
          resolve();
        }
      }, 5);
    });
    const sentPerSecond = sent / options.durationSeconds;
    // Answers still on their way get a moment to arrive, read as they come.
    draining = true;
    for (const socket of sockets) socket.resume();
    for (const until = performance.now() + 5000; answered < sent && performance.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 20));
    for (const socket of sockets) socket.destroy();
    return { sent, sentPerSecond, statuses, unanswered: sent - answered };
  };
}
