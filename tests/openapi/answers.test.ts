import { describe, expect, it } from "vitest";
import { z } from "zod";
import { answerMismatch, Timestamp } from "@/lib/http/answers";

const Thing = z.object({ id: z.string(), created_at: Timestamp });
const responses = { 200: z.array(Thing), 201: Thing, 204: null, 202: { mediaType: "text/csv" }, 203: [Thing, { mediaType: "text/event-stream" }], 206: { mediaType: "image/*" } } as const;

describe("answers checked against their declaration", () => {
  it("accepts what is declared, times as JSON writes Dates", async () => {
    expect(await answerMismatch(Response.json([{ id: "a", created_at: new Date() }]), responses)).toBeNull();
    expect(await answerMismatch(new Response(null, { status: 204 }), responses)).toBeNull();
    expect(await answerMismatch(new Response("a,b", { status: 202, headers: { "content-type": "text/csv; charset=utf-8" } }), responses)).toBeNull();
    expect(await answerMismatch(new Response("png", { status: 206, headers: { "content-type": "image/png" } }), responses)).toBeNull();
    // Of several bodies for a status, the one of the media type sent.
    expect(await answerMismatch(Response.json({ id: "a", created_at: new Date() }, { status: 203 }), responses)).toBeNull();
    expect(await answerMismatch(new Response("event: done\ndata: {}\n\n", { status: 203, headers: { "content-type": "text/event-stream" } }), responses)).toBeNull();
    // Problems have their own writer.
    expect(await answerMismatch(Response.json({ code: "not_found" }, { status: 404 }), responses)).toBeNull();
  });

  it("says what differs", async () => {
    expect(await answerMismatch(Response.json({ id: 1 }, { status: 201 }), responses)).toMatch(/201 answer does not match the declared schema:[\s\S]*id[\s\S]*created_at/);
    expect(await answerMismatch(Response.json({}, { status: 207 }), responses)).toMatch(/answered 207, which is not among its declared statuses \(200, 201, 202, 203, 204, 206\)/);
    expect(await answerMismatch(Response.json({ id: 1 }, { status: 203 }), responses)).toMatch(/203 answer does not match the declared schema/);
    expect(await answerMismatch(new Response("x", { status: 203, headers: { "content-type": "text/plain" } }), responses)).toMatch(/declares JSON or text\/event-stream for 203 but sent text\/plain/);
    expect(await answerMismatch(new Response("x", { status: 200, headers: { "content-type": "text/plain" } }), responses)).toMatch(/declares JSON for 200 but sent text\/plain/);
    expect(await answerMismatch(new Response("x", { status: 202 }), responses)).toMatch(/declares text\/csv/);
    expect(await answerMismatch(new Response("x", { status: 206, headers: { "content-type": "text/plain" } }), responses)).toMatch(/declares image\/\* for 206 but sent text\/plain/);
  });
});
