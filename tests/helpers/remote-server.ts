import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RemoteServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  close: () => Promise<void>;
}

/** A real HTTP server on 127.0.0.1 standing in for a remote site: one handler per path, else 404. */
export async function startRemoteServer(routes: Record<string, (response: http.ServerResponse) => void>): Promise<RemoteServer> {
  const server = http.createServer((request, response) => (routes[request.url ?? ""] ?? ((res) => res.writeHead(404).end()))(response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
