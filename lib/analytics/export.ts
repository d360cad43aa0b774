import { csvCell } from "../admin/customers-export";
import type { Page, PageRequest } from "../pagination";

const exportPageSize = 1000;

/**
 * A report as CSV, read a page at a time as the client consumes it, so memory stays flat.
 * Cells are neutralized as in the customer export: text a spreadsheet would run as a formula
 * (readers write the queries, questions and comments) is prefixed with an apostrophe.
 */
export async function reportCsv<T>(
  columns: readonly (keyof T & string)[],
  read: (page: PageRequest) => Promise<Page<T>>,
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const row = (cells: string[]) => cells.map(csvCell).join(",") + "\r\n";
  // The first page is read before answering: a refusal (plan, version) is a problem, not a broken file.
  // The next page is asked for while this one is sent; a client gone meanwhile leaves it unread.
  const prefetch = (cursor?: string) => {
    const page = read({ limit: exportPageSize, cursor });
    page.catch(() => {});
    return page;
  };
  let next: Promise<Page<T>> | null = prefetch();
  await next;
  let headerSent = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(row([...columns])));
          return;
        }
        const page = await next!;
        next = page.nextCursor ? prefetch(page.nextCursor) : null;
        const text = page.items.map((item) => row(columns.map((column) => cellText(item[column])))).join("");
        if (text) controller.enqueue(encoder.encode(text));
        if (!next) controller.close();
      },
    },
    { highWaterMark: 1 },
  );
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join(" ");
  return String(value);
}

export function csvResponse(name: string, body: ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
      "cache-control": "no-store",
    },
  });
}
