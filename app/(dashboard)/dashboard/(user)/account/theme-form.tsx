"use client";

import { Monitor, Moon, Sun } from "lucide-react";
import { useState } from "react";
import { cn } from "@/components/ui/cn";
import { FormError } from "@/components/ui/field";
import { applyTheme } from "@/components/theme";
import { themePreferenceKey, type Theme } from "@/components/theme-preference";
import { api, errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/components/use-api-mutation";

const choices = [
  { value: "system", label: "System", icon: Monitor },
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
] as const satisfies ReadonlyArray<{ value: Theme; label: string; icon: unknown }>;

/** Radio buttons (arrow keys move between them); the choice applies at once and is saved as a preference. */
export function ThemeForm({ initial }: { initial: Theme }) {
  const [theme, setTheme] = useState(initial);
  const save = useApiMutation({
    mutate: (value: Theme) =>
      value === "system" ? api.delete(`/preference?key=${themePreferenceKey}`) : api.put("/preference", { key: themePreferenceKey, value }),
    success: "Theme saved.",
  });
  return (
    <fieldset>
      <legend className="text-sm font-medium">Theme</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500",
              theme === choice.value
                ? "border-indigo-500 bg-accent-chosen dark:border-indigo-400"
                : "border-line-strong hover:bg-tint",
            )}
          >
            <input
              type="radio"
              name="theme"
              value={choice.value}
              checked={theme === choice.value}
              onChange={() => {
                setTheme(choice.value);
                applyTheme(choice.value);
                save.mutate(choice.value);
              }}
              className="sr-only"
            />
            <choice.icon className="size-4" aria-hidden />
            {choice.label}
          </label>
        ))}
      </div>
      <div className="mt-3">
        <FormError message={save.error ? errorMessage(save.error) : null} />
      </div>
    </fieldset>
  );
}
