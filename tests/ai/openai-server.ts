import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Json } from "../helpers/api";
import { png } from "../content/files";

/**
 * A loopback stand-in for the OpenAI API, speaking the endpoints @ai-sdk/openai 3 calls
 * for our models: the Responses API (`POST /responses`, text and structured output, streamed
 * or not), `POST /images/generations` (base64 images) and `POST /embeddings`. It records each request for assertions.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Json;
}

export interface Reply {
  status?: number;
  json?: unknown;
  /** Server-Sent Events (`data: <json>` each), as a streaming call is answered. */
  events?: unknown[];
  /** Never answer (a provider that hangs); with `events`, never end the stream after them. */
  hang?: boolean;
}

type Responder = (body: Json) => Reply;

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** A completed Responses API answer whose one message carries `text`. */
export function responsesAnswer(text: string, model = "gpt-5-mini-2025-08-07"): Reply {
  return {
    json: {
      id: id("resp"),
      object: "response",
      created_at: Math.floor(Date.now() / 1000),
      status: "completed",
      error: null,
      incomplete_details: null,
      model,
      output: [
        { type: "reasoning", id: id("rs"), summary: [] },
        {
          type: "message",
          id: id("msg"),
          status: "completed",
          role: "assistant",
          content: [{ type: "output_text", text, annotations: [], logprobs: [] }],
        },
      ],
      usage: {
        input_tokens: 412,
        input_tokens_details: { cached_tokens: 0 },
        output_tokens: 268,
        output_tokens_details: { reasoning_tokens: 64 },
        total_tokens: 680,
      },
      service_tier: "default",
    },
  };
}

/**
 * A streamed Responses API answer (`stream: true`) writing `pieces` one delta each. `incomplete`
 * ends it cut off at the output limit; `failure` ends it with an error event instead.
 */
export function responsesStream(pieces: string[], options: { incomplete?: boolean; failure?: string; model?: string } = {}): Reply {
  const response = { id: id("resp"), object: "response", created_at: Math.floor(Date.now() / 1000), model: options.model ?? "gpt-5-mini-2025-08-07" };
  const messageId = id("msg");
  const text = pieces.join("");
  const message = { type: "message", id: messageId, status: "completed", role: "assistant", content: [{ type: "output_text", text, annotations: [], logprobs: [] }] };
  const usage = { input_tokens: 412, input_tokens_details: { cached_tokens: 0 }, output_tokens: 268, output_tokens_details: { reasoning_tokens: 64 }, total_tokens: 680 };
  let sequence = 0;
  const event = (fields: Record<string, unknown>) => ({ ...fields, sequence_number: sequence++ });
  const events = [
    event({ type: "response.created", response: { ...response, status: "in_progress" } }),
    event({ type: "response.output_item.added", output_index: 0, item: { ...message, status: "in_progress", content: [] } }),
    ...pieces.map((delta) => event({ type: "response.output_text.delta", item_id: messageId, output_index: 0, content_index: 0, delta, logprobs: [] })),
  ];
  if (options.failure) {
    events.push(event({ type: "error", code: "server_error", message: options.failure, param: null }));
    return { events };
  }
  events.push(event({ type: "response.output_item.done", output_index: 0, item: message }));
  events.push(
    options.incomplete
      ? event({ type: "response.incomplete", response: { ...response, status: "incomplete", incomplete_details: { reason: "max_output_tokens" }, usage } })
      : event({ type: "response.completed", response: { ...response, status: "completed", incomplete_details: null, usage } }),
  );
  return { events };
}

/** An images/generations answer as gpt-image-1 gives it (always base64). */
export function imageAnswer(bytes: Buffer = png()): Reply {
  return {
    json: {
      created: Math.floor(Date.now() / 1000),
      background: "opaque",
      output_format: "png",
      quality: "medium",
      size: "1024x1024",
      data: [{ b64_json: bytes.toString("base64") }],
      usage: { input_tokens: 58, input_tokens_details: { image_tokens: 0, text_tokens: 58 }, output_tokens: 1056, total_tokens: 1114 },
    },
  };
}

/**
 * An embeddings answer (`POST /embeddings`, as `embed`/`embedMany` call it): one vector per
 * input, from `vectorOf`.
 */
export function embeddingsAnswer(body: Json, vectorOf: (text: string) => number[]): Reply {
  const inputs: string[] = Array.isArray(body.input) ? body.input : [body.input];
  return {
    json: {
      object: "list",
      data: inputs.map((text, index) => ({ object: "embedding", index, embedding: vectorOf(text) })),
      model: body.model,
      usage: { prompt_tokens: inputs.length * 8, total_tokens: inputs.length * 8 },
    },
  };
}

/** An OpenAI error document. */
export function errorAnswer(status: number, message: string, type = "server_error"): Reply {
  return { status, json: { error: { message, type, param: null, code: null } } };
}

async function readJson(request: IncomingMessage): Promise<Json> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? JSON.parse(text) : null;
}

export class OpenAiServer {
  readonly requests: RecordedRequest[] = [];
  private readonly responders = new Map<string, Responder>();
  private server: Server | null = null;
  url = "";

  /** How the server answers a path from now on (until `reset`). */
  answer(path: "/responses" | "/images/generations" | "/embeddings", responder: Responder) {
    this.responders.set(path, responder);
  }

  reset() {
    this.responders.clear();
    this.requests.length = 0;
  }

  /** Listens on 127.0.0.1, on `port` when given (a server started before this one knows it). */
  async start(port = 0) {
    this.server = createServer(async (request, response) => {
      const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname.replace(/^\/v1/, "");
      const body = await readJson(request);
      this.requests.push({ method: request.method ?? "", path, authorization: request.headers.authorization, body });
      const responder = request.method === "POST" ? this.responders.get(path) : undefined;
      const reply = responder ? responder(body) : errorAnswer(404, `Unknown path ${path}`, "invalid_request_error");
      if (reply.events) {
        response.writeHead(reply.status ?? 200, { "content-type": "text/event-stream", "x-request-id": id("req") });
        for (const event of reply.events) response.write(`data: ${JSON.stringify(event)}\n\n`);
        if (!reply.hang) response.end();
        return;
      }
      if (reply.hang) return;
      response.writeHead(reply.status ?? 200, { "content-type": "application/json", "x-request-id": id("req") });
      response.end(JSON.stringify(reply.json));
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop() {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server!.close(resolve));
  }
}
