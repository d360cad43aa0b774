"use client";

import { useId, useState, type ButtonHTMLAttributes, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { cn, focusRing } from "@/components/ui/cn";
import { InputField, SelectField } from "@/components/ui/field";
import { customRangeError, presets, type DateRange, type PresetId } from "./range";

export interface VersionOption {
  version_id: string;
  name: string;
}

/**
 * The range and version the screen shows: preset buttons, a custom range form (its days
 * checked before it is applied) and the version filter. Changes go to the address.
 */
export function RangePicker({
  range,
  versionId,
  versions,
  today,
  onPreset,
  onCustom,
  onVersion,
}: {
  range: DateRange;
  versionId: string;
  versions: VersionOption[];
  today: string;
  onPreset: (preset: PresetId) => void;
  onCustom: (from: string, to: string) => void;
  onVersion: (versionId: string) => void;
}) {
  const [customOpen, setCustomOpen] = useState(range.preset === null);
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const invalid = error ? { "aria-invalid": true, "aria-describedby": errorId } : {};

  function apply(event: FormEvent) {
    event.preventDefault();
    const problem = customRangeError(from, to, today);
    setError(problem);
    if (!problem) onCustom(from, to);
  }

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line bg-panel p-4 shadow-sm lg:flex-row lg:items-end lg:justify-between">
      <div className="space-y-3">
        <div role="group" aria-label="Date range" className="inline-flex flex-wrap gap-1 rounded-lg bg-inset p-1">
          {presets.map((preset) => (
            <RangeButton
              key={preset.id}
              pressed={range.preset === preset.id && !customOpen}
              onClick={() => {
                setCustomOpen(false);
                setError(null);
                onPreset(preset.id);
              }}
            >
              {preset.label}
            </RangeButton>
          ))}
          <RangeButton
            pressed={customOpen}
            aria-expanded={customOpen}
            onClick={() => {
              setFrom(range.from);
              setTo(range.to);
              setCustomOpen(!customOpen || range.preset !== null);
            }}
          >
            Custom range
          </RangeButton>
        </div>
        {customOpen && (
          <form onSubmit={apply} noValidate className="flex flex-wrap items-end gap-3">
            <InputField label="Start date" type="date" value={from} max={today} onChange={(event) => setFrom(event.target.value)} className="w-44" {...invalid} />
            <InputField label="End date" type="date" value={to} max={today} onChange={(event) => setTo(event.target.value)} className="w-44" {...invalid} />
            <Button type="submit" variant="secondary">
              Apply range
            </Button>
            {error && (
              <p id={errorId} role="alert" className="basis-full text-sm text-danger">
                {error}
              </p>
            )}
          </form>
        )}
      </div>
      {versions.length > 1 && (
        <SelectField
          label="Version"
          className="w-full sm:w-56"
          value={versionId}
          onChange={(event) => onVersion(event.target.value)}
          options={[{ value: "", label: "All versions" }, ...versions.map((version) => ({ value: version.version_id, label: version.name }))]}
        />
      )}
    </div>
  );
}

function RangeButton({ pressed, className, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { pressed: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={cn(
        "rounded-md px-3 py-1.5 text-sm font-medium transition-colors",
        focusRing,
        pressed ? "bg-selected text-strong shadow-sm" : "text-secondary hover:text-fg",
        className,
      )}
      {...props}
    />
  );
}
