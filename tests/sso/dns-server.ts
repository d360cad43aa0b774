import { createSocket } from "node:dgram";
import type { AddressInfo } from "node:net";

export interface DnsServer {
  /** `127.0.0.1:<port>`, for SSO_DNS_SERVERS. */
  address: string;
  /** TXT records by lower-cased name. */
  txt: Map<string, string[]>;
  close: () => Promise<void>;
}

/** Reads the question's name from a query (labels from byte 12) and where the question ends. */
function question(message: Buffer): { name: string; end: number; type: number } {
  const labels: string[] = [];
  let offset = 12;
  while (message[offset]! > 0) {
    const length = message[offset]!;
    labels.push(message.subarray(offset + 1, offset + 1 + length).toString("ascii"));
    offset += length + 1;
  }
  return { name: labels.join(".").toLowerCase(), end: offset + 5, type: message.readUInt16BE(offset + 1) };
}

/** A DNS server on 127.0.0.1 (UDP) that answers TXT queries from a table, NXDOMAIN otherwise. */
export async function startDnsServer(): Promise<DnsServer> {
  const txt = new Map<string, string[]>();
  const socket = createSocket("udp4");
  socket.on("message", (message, remote) => {
    const { name, end, type } = question(message);
    const values = type === 16 ? (txt.get(name) ?? []) : [];
    const header = Buffer.alloc(12);
    message.copy(header, 0, 0, 2);
    header.writeUInt16BE(values.length > 0 ? 0x8180 : 0x8183, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(values.length, 6);
    const answers = values.map((value) => {
      const text = Buffer.from(value);
      const answer = Buffer.alloc(12);
      answer.writeUInt16BE(0xc00c, 0);
      answer.writeUInt16BE(16, 2);
      answer.writeUInt16BE(1, 4);
      answer.writeUInt32BE(60, 6);
      answer.writeUInt16BE(text.length + 1, 10);
      return Buffer.concat([answer, Buffer.from([text.length]), text]);
    });
    socket.send(Buffer.concat([header, message.subarray(12, end), ...answers]), remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  const { port } = socket.address() as AddressInfo;
  return { address: `127.0.0.1:${port}`, txt, close: () => new Promise((resolve) => socket.close(() => resolve())) };
}
