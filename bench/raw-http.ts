import { connect, type Socket } from "node:net";

/**
 * HTTP/1.1 over plain sockets for the load generators that share the server's two cores: a
 * request written as ready-made bytes and answers read by their Content-Length cost a small
 * part of what a general client spends per request.
 */

export function encodedRequest({ method, url, headers, body = "" }: { method: string; url: URL; headers: Record<string, string>; body?: string }): Buffer {
  const lines = [`${method} ${url.pathname}${url.search} HTTP/1.1`, `host: ${url.host}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  if (body || method !== "GET") lines.push(`content-length: ${Buffer.byteLength(body)}`);
  return Buffer.from(`${lines.join("\r\n")}\r\n\r\n${body}`);
}

/**
 * Reads HTTP/1.1 answers off one connection: status lines, headers, bodies by Content-Length
 * or chunked (Next streams what it renders).
 */
export function answerReader(onAnswer: (status: number, head: string) => void) {
  let pending: Buffer = Buffer.alloc(0);
  return (chunk: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      const headEnd = pending.indexOf("\r\n\r\n");
      if (headEnd < 0) return;
      const head = pending.toString("latin1", 0, headEnd);
      const end = /\r\ntransfer-encoding:\s*chunked/i.test(head)
        ? chunkedBodyEnd(pending, headEnd + 4)
        : headEnd + 4 + Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
      if (end === null || pending.length < end) return;
      onAnswer(Number(head.slice(9, 12)), head);
      pending = pending.subarray(end);
    }
  };
}

/** Where a chunked body starting at `start` ends (after its last chunk and trailer), or null while incomplete. */
function chunkedBodyEnd(buffer: Buffer, start: number): number | null {
  for (let at = start; ; ) {
    const lineEnd = buffer.indexOf("\r\n", at);
    if (lineEnd < 0) return null;
    const size = Number.parseInt(buffer.toString("latin1", at, lineEnd), 16);
    if (size === 0) {
      const trailerEnd = buffer.indexOf("\r\n\r\n", lineEnd);
      return trailerEnd < 0 ? null : trailerEnd + 4;
    }
    at = lineEnd + 2 + size + 2;
    if (at > buffer.length) return null;
  }
}

/** Opens `count` keep-alive connections to `url`'s host, each handing its answers to `onAnswer`. */
export function openConnections(url: URL, count: number, onAnswer: (socket: Socket, status: number, head: string) => void): Promise<Socket[]> {
  return Promise.all(
    Array.from({ length: count }, () =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(Number(url.port), url.hostname, () => {
          socket.off("error", reject);
          resolve(socket);
        });
        socket.setNoDelay(true);
        socket.once("error", reject);
        socket.on("data", answerReader((status, head) => onAnswer(socket, status, head)));
      }),
    ),
  );
}
