"use client";

import { ChevronUp } from "lucide-react";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { cn, focusRing } from "@/components/ui/cn";
import { FormError, InputField } from "@/components/ui/field";
import { changelogEntryAnchor } from "@/lib/feedback/paths";

export interface RoadmapItem {
  item_id: string;
  title: string;
  description: string;
  status: string;
  vote_count: number;
  voted?: boolean;
}
export interface RoadmapGroup {
  status: string;
  label: string;
  items: RoadmapItem[];
}
export interface ChangelogEntry {
  id: string;
  title: string;
  body: string;
  publishedAt: string;
}

interface Session {
  token: string;
  email: string;
}

interface Props {
  workspace: string;
  /** The changelog's Atom feed, for customers who follow it in a feed reader. */
  changelogFeed: string;
  initialGroups: RoadmapGroup[];
  changelogs: ChangelogEntry[];
  ideasEnabled: boolean;
  titleMaxLength: number;
  descriptionMaxLength: number;
}

/** Calls the feedback API with the visitor's customer session; problem details become errors. */
async function callTasks<T>(path: string, session: Session | null, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`/api/tasks${path}`, {
    ...init,
    headers: {
      ...(init.body ? { "content-type": "application/json" } : {}),
      ...(session ? { authorization: `Bearer ${session.token}` } : {}),
    },
  });
  if (response.status === 204) return undefined as T;
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const fields = Array.isArray(body?.errors) ? ` (${body.errors.map((e: { message: string }) => e.message).join("; ")})` : "";
    throw new Error(`${body?.detail ?? `Request failed with ${response.status}`}${fields}`);
  }
  return body as T;
}

export function RoadmapBoard({ workspace, changelogFeed, initialGroups, changelogs, ideasEnabled, titleMaxLength, descriptionMaxLength }: Props) {
  const storageKey = `roadmap-session:${workspace}`;
  const [session, setSession] = useState<Session | null>(null);
  const [groups, setGroups] = useState(initialGroups);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async (current: Session) => {
    try {
      setGroups(await callTasks<RoadmapGroup[]>("/roadmap", current));
    } catch {
      // An expired session: sign in again.
      localStorage.removeItem(storageKey);
      setSession(null);
    }
  }, [storageKey]);

  useEffect(() => {
    const stored = localStorage.getItem(storageKey);
    if (!stored) return;
    const parsed = JSON.parse(stored) as Session;
    // Reading the browser-only session after hydration is the point of this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSession(parsed);
    void refresh(parsed);
  }, [storageKey, refresh]);

  const signedIn = (next: Session) => {
    localStorage.setItem(storageKey, JSON.stringify(next));
    setSession(next);
    void refresh(next);
  };

  const toggleVote = async (item: RoadmapItem) => {
    if (!session) return;
    setError(null);
    try {
      await callTasks(`/items/${item.item_id}/vote`, session, { method: item.voted ? "DELETE" : "POST" });
      await refresh(session);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <div className="space-y-10">
      <SessionPanel workspace={workspace} session={session} onSignedIn={signedIn} onSignOut={() => {
        localStorage.removeItem(storageKey);
        setSession(null);
        setGroups(initialGroups);
      }} />
      <FormError message={error} />
      <section aria-label="Roadmap" className="grid gap-6 md:grid-cols-3">
        {groups.map((group) => (
          <div key={group.status} className="rounded-lg border border-line p-4">
            <h2 className="mb-3 font-semibold">{group.label} <span className="text-sm font-normal text-muted">({group.items.length})</span></h2>
            {group.items.length === 0 && <p className="text-sm text-muted">Nothing here yet.</p>}
            <ul className="space-y-3">
              {group.items.map((item) => (
                <li key={item.item_id} className="flex gap-3 rounded-md bg-subtle p-3">
                  <Button
                    variant={item.voted ? "primary" : "secondary"}
                    size="sm"
                    className="h-auto flex-col px-2 py-1"
                    disabled={!session}
                    title={session ? (item.voted ? "Remove your vote" : "Vote") : "Sign in with your email to vote"}
                    aria-label={`Vote for ${item.title} (${item.vote_count} ${item.vote_count === 1 ? "vote" : "votes"})`}
                    aria-pressed={!!item.voted}
                    onClick={() => void toggleVote(item)}
                  >
                    <ChevronUp className="size-4" aria-hidden />
                    <span>{item.vote_count}</span>
                  </Button>
                  <div>
                    <p className="font-medium">{item.title}</p>
                    {item.description && <p className="text-sm whitespace-pre-wrap text-secondary">{item.description}</p>}
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      {ideasEnabled && session && (
        <IdeaForm session={session} titleMaxLength={titleMaxLength} descriptionMaxLength={descriptionMaxLength} />
      )}
      <section aria-label="Changelog">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-xl font-semibold">Changelog</h2>
          <a href={changelogFeed} className={cn("rounded text-sm text-accent-strong underline underline-offset-2", focusRing)}>
            Follow in a feed reader (Atom)
          </a>
        </div>
        {changelogs.length === 0 && <p className="text-sm text-muted">No entries yet.</p>}
        <ol className="space-y-6">
          {changelogs.map((entry) => (
            <li key={entry.id} id={changelogEntryAnchor(entry.id)}>
              <time className="text-xs text-muted" dateTime={entry.publishedAt}>{new Date(entry.publishedAt).toLocaleDateString()}</time>
              <h3 className="font-medium">{entry.title}</h3>
              <p className="text-sm whitespace-pre-wrap text-body">{entry.body}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function SessionPanel({ workspace, session, onSignedIn, onSignOut }: {
  workspace: string;
  session: Session | null;
  onSignedIn: (session: Session) => void;
  onSignOut: () => void;
}) {
  const [email, setEmail] = useState("");
  /** Set once a code was mailed (the workspace confirms emails): the form then asks for it. */
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (session) {
    return (
      <div className="flex items-center gap-3 text-sm">
        <span>Signed in as <strong>{session.email}</strong></span>
        <Button variant="ghost" size="sm" onClick={onSignOut}>Sign out</Button>
      </div>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const answer = await callTasks<{ token: string; customer_email: string } | { confirmation_required: true; customer_email: string }>("/sessions", null, {
        method: "POST",
        body: JSON.stringify({ workspace, email, ...(codeSentTo ? { code } : {}) }),
      });
      if ("token" in answer) onSignedIn({ token: answer.token, email: answer.customer_email });
      else setCodeSentTo(answer.customer_email);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setPending(false);
    }
  };
  if (codeSentTo) {
    return (
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3 rounded-lg border border-line p-4">
        <p role="status" className="w-full text-sm text-secondary">
          We sent a code to <strong>{codeSentTo}</strong>. It is good for 15 minutes.
        </p>
        <InputField
          label="Code from the email"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value.trim())}
          className="w-40"
        />
        <Button type="submit" loading={pending}>Confirm</Button>
        <Button type="button" variant="ghost" onClick={() => { setCodeSentTo(null); setCode(""); setError(null); }}>Use another email</Button>
        <FormError message={error} />
      </form>
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3 rounded-lg border border-line p-4">
      <InputField label="Your email, to vote and share ideas" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} className="min-w-64 flex-1" />
      <Button type="submit" loading={pending}>Continue</Button>
      <FormError message={error} />
    </form>
  );
}

function IdeaForm({ session, titleMaxLength, descriptionMaxLength }: { session: Session; titleMaxLength: number; descriptionMaxLength: number }) {
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ error?: string; done?: string }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setMessage({});
    try {
      await callTasks("/ideas", session, { method: "POST", body: JSON.stringify({ title, description, customer_email: session.email }) });
      setTitle("");
      setDescription("");
      setMessage({ done: "Thank you! Your idea was sent to the team." });
    } catch (failure) {
      setMessage({ error: (failure as Error).message });
    } finally {
      setPending(false);
    }
  };
  return (
    <section aria-label="Submit an idea" className="rounded-lg border border-line p-4">
      <h2 className="mb-3 text-xl font-semibold">Suggest an idea</h2>
      <form onSubmit={submit} className="space-y-3">
        <InputField label="Title" required minLength={3} maxLength={titleMaxLength} value={title} onChange={(e) => setTitle(e.target.value)} />
        <label className="block space-y-1.5 text-sm font-medium">
          <span>Description</span>
          <textarea
            required
            maxLength={descriptionMaxLength}
            rows={4}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            className="block w-full rounded-md border border-control bg-raised px-3 py-2 text-sm font-normal"
          />
        </label>
        <FormError message={message.error} />
        {message.done && <p role="status" className="text-sm text-green-700 dark:text-green-400">{message.done}</p>}
        <Button type="submit" loading={pending}>Send idea</Button>
      </form>
    </section>
  );
}
