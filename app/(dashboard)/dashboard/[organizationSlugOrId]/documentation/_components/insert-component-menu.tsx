"use client";

import { DropdownMenu } from "radix-ui";
import { useRef } from "react";
import { Blocks, ChevronDown } from "lucide-react";
import { Button } from "@/components/ui/button";

/** What the menu inserts: each component's markdown with placeholder text to write over (docs/api/content.md). */
interface ItemGroup {
  group: string;
  /** `inline` items go where the cursor is within its line; the others on lines of their own. */
  items: { label: string; markdown: string; inline?: boolean }[];
}

const components: ItemGroup[] = [
  {
    group: "Callouts",
    items: [
      { label: "Note", markdown: "> [!NOTE]\n> Something readers should know." },
      { label: "Tip", markdown: "> [!TIP]\n> A better way to do it." },
      { label: "Warning", markdown: "> [!WARNING]\n> What can go wrong, and how to avoid it." },
    ],
  },
  {
    group: "Layout",
    items: [
      { label: "Tabs", markdown: "::::tabs\n:::tab First\nWhat the first tab says.\n:::\n:::tab Second\nWhat the second tab says.\n:::\n::::" },
      { label: "Code group", markdown: ":::code-group\n```bash [npm]\nnpm install example\n```\n```bash [pnpm]\npnpm add example\n```\n:::" },
      { label: "Steps", markdown: ":::steps\n### First step\nWhat to do first.\n### Second step\nWhat to do next.\n:::" },
      { label: "Cards", markdown: "::::cards 2\n:::card [Quickstart](quickstart)\nFive minutes to a first result.\n:::\n:::card [Guides](guides)\nEverything, step by step.\n:::\n::::" },
      { label: "Accordion", markdown: ":::accordion A question readers ask\nIts answer.\n:::" },
      { label: "Table", markdown: "| Name | Description |\n| --- | --- |\n| `example` | What it does. |" },
    ],
  },
  {
    group: "Media",
    items: [
      { label: "Code block", markdown: '```ts title="example.ts"\nconst greeting = "Hello";\n```' },
      { label: "Math", markdown: "$$\n\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}\n$$" },
      { label: "Diagram", markdown: "```mermaid\nflowchart LR\n  Start --> Finish\n```" },
      { label: "Video", markdown: ":::embed https://www.youtube.com/watch?v=VIDEO_ID\nWhat the video shows\n:::" },
    ],
  },
];

const itemClass = "flex cursor-default select-none items-center rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted";

/**
 * The markdown components, inserted where the cursor is: writers need not remember their
 * syntax. The project's variables are offered too, as the references that stand for them.
 */
export function InsertComponentMenu({ onInsert, variableNames }: { onInsert: (markdown: string, inline?: boolean) => void; variableNames: string[] }) {
  const variables = { group: "Variables", items: variableNames.map((name) => ({ label: `{{ ${name} }}`, markdown: `{{ ${name} }}`, inline: true })) };
  const groups: ItemGroup[] = variableNames.length > 0 ? [...components, variables] : components;
  // After a choice, focus goes to the editor (onInsert puts it there), not back to the menu's button.
  const chosen = useRef(false);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="sm">
          <Blocks className="size-4" aria-hidden />
          Insert
          <ChevronDown className="size-3.5" aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 max-h-[70vh] min-w-48 overflow-y-auto rounded-md border border-line bg-raised p-1 text-fg shadow-lg"
          onCloseAutoFocus={(event) => {
            if (chosen.current) event.preventDefault();
            chosen.current = false;
          }}
        >
          {groups.map(({ group, items }, index) => (
            <DropdownMenu.Group key={group}>
              {index > 0 && <DropdownMenu.Separator className="my-1 h-px bg-line" />}
              <DropdownMenu.Label className="px-2 py-1 text-xs font-medium text-muted">{group}</DropdownMenu.Label>
              {items.map((item) => (
                <DropdownMenu.Item
                  key={item.label}
                  className={itemClass}
                  onSelect={() => {
                    chosen.current = true;
                    onInsert(item.markdown, item.inline);
                  }}
                >
                  {item.label}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Group>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
