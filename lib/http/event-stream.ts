import { DomainError } from "../errors";
import { log } from "../log";
import { internalErrorDocument, problemDocument } from "./problem";

/** One Server-Sent Event: its name and a JSON-serializable payload. */
export interface ServerEvent {
  event: string;
  data: unknown;
}

const encoder = new TextEncoder();
const encode = ({ event, data }: ServerEvent) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/**
 * Answers `events` as a `text/event-stream`. The status line waits for the first event, so a
 * failure before it is thrown here and answered as an ordinary problem (402, 502, 504, ...);
 * a failure after it ends the stream with an `error` event carrying the problem document.
 * A client that goes away stops the source (its iterator is returned).
 */
export async function eventStreamResponse(events: AsyncIterable<ServerEvent>, requestId: string): Promise<Response> {
  const iterator = events[Symbol.asyncIterator]();
  const first = await iterator.next();
  let pending = first.done ? null : first.value;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (pending) {
        controller.enqueue(encode(pending));
        pending = null;
        return;
      }
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(encode(next.value));
      } catch (error) {
        controller.enqueue(encode({ event: "error", data: streamProblem(error, requestId) }));
        controller.close();
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, {
    headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-store", "x-accel-buffering": "no" },
  });
}

function streamProblem(error: unknown, requestId: string) {
  if (error instanceof DomainError) return problemDocument(error, requestId);
  log.error("unhandled error in an event stream", {
    request_id: requestId,
    error: error instanceof Error ? { message: error.message, stack: error.stack } : String(error),
  });
  return internalErrorDocument(requestId);
}
