import { createServer } from "node:http";
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { AddressInfo } from "node:net";
import { adminCommands, isAdminCommand } from "../admin/commands";
import { announceControl } from "../db/ownership";
import { DomainError } from "../errors";
import { log } from "../log";

/**
 * While the app holds the embedded database, the admin CLI cannot open it; it sends its
 * command here instead: loopback only, authenticated by a secret in the 0600 owner file.
 */
export async function startControlServer(): Promise<void> {
  const secret = randomBytes(32).toString("base64url");
  const server = createServer(async (request, response) => {
    const presented = Buffer.from(String(request.headers["x-control-secret"] ?? ""));
    const expected = Buffer.from(secret);
    if (request.method !== "POST" || presented.length !== expected.length || !timingSafeEqual(presented, expected)) {
      response.writeHead(403).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const reply = (status: number, body: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    try {
      const { command, args } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { command: string; args: unknown };
      if (!isAdminCommand(command)) return reply(400, { error: `unknown command ${command}` });
      reply(200, await adminCommands[command](args));
    } catch (error) {
      reply(error instanceof DomainError ? 409 : 400, { error: (error as Error).message });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  announceControl({ port: (server.address() as AddressInfo).port, secret });
  log.info("control channel ready for the admin CLI");
}
