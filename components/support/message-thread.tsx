import { formatDateTime } from "@/components/ui/format";
import { cn } from "@/components/ui/cn";

export interface ThreadMessage {
  message_id: string;
  body: string;
  author: { email: string; kind: "customer" | "staff" };
  created_at: Date | string;
}

/** A ticket's conversation, oldest first; staff messages sit on the other side so the turns read at a glance. */
export function MessageThread({ messages, audience }: { messages: ThreadMessage[]; audience: "customer" | "staff" }) {
  return (
    <ol className="space-y-4" aria-label="Messages">
      {messages.map((message) => {
        const staff = message.author.kind === "staff";
        const author = staff ? (audience === "staff" ? `Support team · ${message.author.email}` : "Support team") : message.author.email;
        return (
          <li key={message.message_id} className={cn("flex", staff ? "justify-end" : "justify-start")}>
            <article
              className={cn(
                "max-w-[85%] rounded-lg border px-4 py-3",
                staff
                  ? "border-indigo-200 bg-accent-selected dark:border-indigo-900"
                  : "border-line bg-subtle",
              )}
            >
              <header className="mb-1 flex flex-wrap gap-x-2 text-xs text-muted">
                <span className="font-medium text-body">{author}</span>
                <time dateTime={new Date(message.created_at).toISOString()}>{formatDateTime(message.created_at)}</time>
              </header>
              <p className="text-sm whitespace-pre-wrap break-words">{message.body}</p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
