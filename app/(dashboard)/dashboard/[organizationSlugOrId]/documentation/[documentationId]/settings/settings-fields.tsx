"use client";

import { ArrowDown, ArrowUp, ImageOff, Plus, RotateCcw, Trash2 } from "lucide-react";
import { useId, useRef, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn, focusRing } from "@/components/ui/cn";
import { Field, InputField } from "@/components/ui/field";
import { variableNamePattern } from "@/lib/rendering/variables";
import type { AssetItem } from "../../_components/types";
import { longHex, validColor, type HeaderLink } from "./types";

const inputClass = cn(
  "block h-10 w-full rounded-md border bg-raised px-3 font-mono text-sm text-fg shadow-sm placeholder:text-faint",
  "disabled:cursor-not-allowed disabled:opacity-60",
  focusRing,
);

/**
 * A color as a native picker beside its hex text. An optional color left empty is the site's
 * default, which the picker shows; "Use default" empties it again.
 */
export function ColorField({
  label,
  value,
  onChange,
  defaultColor,
  optional,
  error,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What the site uses when the field is empty. */
  defaultColor: string;
  optional?: boolean;
  error?: string;
  hint?: ReactNode;
}) {
  const shown = longHex(validColor(value) ?? defaultColor);
  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={`${label} picker`}
            value={shown}
            onChange={(event) => onChange(event.target.value)}
            className={cn("h-10 w-12 shrink-0 cursor-pointer rounded-md border border-control bg-raised p-1", focusRing)}
          />
          <input
            id={id}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder={optional ? `Default (${defaultColor})` : defaultColor}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            spellCheck={false}
            autoComplete="off"
            maxLength={7}
            className={cn(inputClass, invalid ? "border-red-500" : "border-control")}
          />
          {optional && value && (
            <Button variant="ghost" size="sm" onClick={() => onChange("")} aria-label={`Use the default ${label.toLowerCase()}`} title="Use the default">
              <RotateCcw className="size-4" aria-hidden />
            </Button>
          )}
        </div>
      )}
    </Field>
  );
}

/** Radio buttons in a fieldset: the legend names the group, each option may explain itself. */
export function RadioGroup<Value extends string>({
  legend,
  name,
  value,
  onChange,
  options,
  error,
  className,
}: {
  legend: string;
  name: string;
  value: Value;
  onChange: (value: Value) => void;
  options: ReadonlyArray<{ value: Value; label: string; hint?: ReactNode }>;
  error?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <fieldset className={className} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-label">{legend}</legend>
      <div className="space-y-2">
        {options.map((option) => (
          <div key={option.value} className="flex items-start gap-2.5">
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={option.hint ? `${id}-${option.value}-hint` : undefined}
              className={cn("mt-0.5 size-4 accent-indigo-600", focusRing)}
            />
            <div className="text-sm">
              <label htmlFor={`${id}-${option.value}`} className="font-medium text-label">
                {option.label}
              </label>
              {option.hint && (
                <p id={`${id}-${option.value}-hint`} className="text-xs text-muted">
                  {option.hint}
                </p>
              )}
            </div>
          </div>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * One image asset, or none, chosen among thumbnails. Native radio buttons: arrow keys move
 * between the images, each named by its file name.
 */
export function AssetPicker({
  legend,
  name,
  images,
  value,
  onChange,
  error,
  hint,
}: {
  legend: string;
  name: string;
  images: AssetItem[];
  value: string | null;
  onChange: (assetId: string | null) => void;
  error?: string;
  hint?: ReactNode;
}) {
  const id = useId();
  const options: Array<{ id: string | null; label: string; asset?: AssetItem }> = [
    { id: null, label: "None" },
    ...images.map((asset) => ({ id: asset.asset_id, label: asset.filename, asset })),
  ];
  // A stored choice outside the listed assets (beyond the first page) stays selectable.
  if (value && !images.some((asset) => asset.asset_id === value)) options.push({ id: value, label: "Current image" });
  return (
    <fieldset aria-describedby={[hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}>
      <legend className="text-sm font-medium text-label">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted">
          {hint}
        </p>
      )}
      <div className="mt-2 grid max-h-72 grid-cols-3 gap-2 overflow-y-auto p-0.5 sm:grid-cols-4">
        {options.map((option) => {
          const checked = value === option.id;
          return (
            <label
              key={option.id ?? "none"}
              className={cn(
                "relative flex cursor-pointer flex-col overflow-hidden rounded-md border text-xs has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500",
                checked ? "border-accent ring-1 ring-accent" : "border-line-strong hover:border-zinc-400 dark:hover:border-zinc-500",
              )}
            >
              <input
                type="radio"
                name={name}
                checked={checked}
                onChange={() => onChange(option.id)}
                className="absolute left-1.5 top-1.5 size-3.5 accent-indigo-600 focus-visible:outline-none"
              />
              {option.asset ? (
                // eslint-disable-next-line @next/next/no-img-element -- served by our API with the session, not through next/image
                <img src={option.asset.url} alt="" loading="lazy" className="h-16 w-full bg-tint object-contain p-1" />
              ) : (
                <span className="flex h-16 items-center justify-center bg-tint">
                  <ImageOff className="size-5 text-zinc-400" aria-hidden />
                </span>
              )}
              <span className="truncate px-1.5 py-1 text-body" title={option.label}>
                {option.label}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A header link being edited, with a key that survives reordering. */
export type LinkRow = HeaderLink & { key: number };

export const maxLinks = 20;

/**
 * Rows the user adds and removes, each a few fields: the list's frame, its empty state and
 * its Add and Remove buttons (a new row's first field takes focus). Errors are keyed by row.
 */
function EditableRows<Row extends { key: number }>({
  rows,
  onChange,
  errors,
  newRow,
  noun,
  max,
  empty,
  fields,
  moves,
}: {
  rows: Row[];
  onChange: (rows: Row[]) => void;
  errors: Record<string, string>;
  newRow: () => Row;
  /** "link": names the buttons ("Add link", "Remove link 2"). */
  noun: string;
  max: number;
  empty: ReactNode;
  fields: (row: Row, number: number, update: (patch: Partial<Row>) => void) => ReactNode;
  /** Whether rows have an order the user sets (Move up and down buttons). */
  moves?: boolean;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const move = (index: number, by: number) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row!);
    onChange(next);
  };
  const add = () => {
    onChange([...rows, newRow()]);
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLInputElement>(":scope > li:last-child input")?.focus());
  };
  return (
    <>
      {rows.length === 0 ? (
        <p className="mt-3 rounded-md border border-dashed border-control px-4 py-5 text-center text-sm text-muted">{empty}</p>
      ) : (
        <ol ref={listRef} className="mt-3 space-y-3">
          {rows.map((row, index) => {
            const number = index + 1;
            const update = (patch: Partial<Row>) => onChange(rows.map((other) => (other.key === row.key ? { ...other, ...patch } : other)));
            return (
              <li key={row.key} className="flex flex-col gap-2 rounded-md border border-line p-3 sm:flex-row sm:items-start">
                {fields(row, number, update)}
                <div className="flex gap-1 sm:mt-7">
                  {moves && (
                    <>
                      <Button variant="ghost" size="sm" aria-label={`Move ${noun} ${number} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                        <ArrowUp className="size-4" aria-hidden />
                      </Button>
                      <Button variant="ghost" size="sm" aria-label={`Move ${noun} ${number} down`} disabled={index === rows.length - 1} onClick={() => move(index, 1)}>
                        <ArrowDown className="size-4" aria-hidden />
                      </Button>
                    </>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${noun} ${number}`}
                    className="text-danger!"
                    onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {errors[""] && <p className="mt-2 text-sm text-danger">{errors[""]}</p>}
      <Button variant="secondary" size="sm" className="mt-3" onClick={add} disabled={rows.length >= max}>
        <Plus className="size-4" aria-hidden />
        Add {noun}
      </Button>
      {rows.length >= max && (
        <p className="mt-1 text-xs text-muted">
          At most {max} {noun}s.
        </p>
      )}
    </>
  );
}

/** What each editor of rows takes: its rows, their errors keyed by row (`0.url`), and a source of keys for new rows. */
interface RowsEditorProps<Row> {
  rows: Row[];
  onChange: (rows: Row[]) => void;
  errors: Record<string, string>;
  nextKey: () => number;
}

/** Rows of label and address: add, remove and reorder, at most `max`. Errors are keyed by row (`0.url`). */
export function LinksEditor({
  rows,
  onChange,
  errors,
  nextKey,
  legend,
  description,
  empty,
  max = maxLinks,
  labelSuffix = "",
}: RowsEditorProps<LinkRow> & {
  legend: string;
  description: string;
  /** What the site shows without them. */
  empty: string;
  max?: number;
  /** Tells apart the fields of several lists on one form, e.g. " in column 2". */
  labelSuffix?: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-label">{legend}</legend>
      <p className="mt-0.5 text-xs text-muted">
        {description} In this order, at most {max}.
      </p>
      <EditableRows
        rows={rows}
        onChange={onChange}
        errors={errors}
        newRow={() => ({ key: nextKey(), label: "", url: "" })}
        noun="link"
        max={max}
        moves
        empty={empty}
        fields={(row, number, update) => (
          <>
            <InputField
              className="sm:w-44"
              label={`Label of link ${number}${labelSuffix}`}
              value={row.label}
              onChange={(event) => update({ label: event.target.value })}
              maxLength={60}
              placeholder="Status"
              error={errors[`${number - 1}.label`]}
            />
            <InputField
              className="flex-1"
              label={`URL of link ${number}${labelSuffix}`}
              type="url"
              value={row.url}
              onChange={(event) => update({ url: event.target.value })}
              maxLength={500}
              placeholder="https://status.example.com"
              error={errors[`${number - 1}.url`]}
            />
          </>
        )}
      />
    </fieldset>
  );
}

/** A titled column of footer links being edited. */
export type FooterColumnRow = { key: number; title: string; links: LinkRow[] };

const maxFooterColumns = 4;
const maxColumnLinks = 10;

/** The footer's titled columns: add, remove and reorder columns, and the links of each. Errors are keyed by column (`0.title`, `0.links.1.url`). */
export function FooterColumnsEditor({ rows, onChange, errors, nextKey }: RowsEditorProps<FooterColumnRow>) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-label">Link columns</legend>
      <p className="mt-0.5 text-xs text-muted">Titled groups side by side, e.g. Product, Resources, Company. In this order, at most {maxFooterColumns}.</p>
      <EditableRows
        rows={rows}
        onChange={onChange}
        errors={errors}
        newRow={() => ({ key: nextKey(), title: "", links: [{ key: nextKey(), label: "", url: "" }] })}
        noun="column"
        max={maxFooterColumns}
        moves
        empty="No columns."
        fields={(row, number, update) => (
          <div className="flex-1 space-y-3">
            <InputField
              className="sm:w-64"
              label={`Title of column ${number}`}
              value={row.title}
              onChange={(event) => update({ title: event.target.value })}
              maxLength={60}
              placeholder="Product"
              error={errors[`${number - 1}.title`]}
            />
            <LinksEditor
              legend={`Links of column ${number}`}
              description="At least one."
              empty="No links: add one, or remove the column."
              rows={row.links}
              onChange={(links) => update({ links })}
              errors={errorsBelow(errors, `${number - 1}.links`)}
              nextKey={nextKey}
              max={maxColumnLinks}
              labelSuffix={` in column ${number}`}
            />
          </div>
        )}
      />
    </fieldset>
  );
}

/** The errors under a path, keyed by the rest of it (`navigation.links.2.url` under `navigation.links` is `2.url`). */
export function errorsBelow(errors: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path === prefix || path.startsWith(`${prefix}.`))
      .map(([path, message]) => [path.slice(prefix.length + 1), message]),
  );
}

export type VariableRow = { key: number; name: string; value: string };

export const maxVariables = 100;

/**
 * Mistakes found before saving: names the server would refuse, and a name given twice (an
 * object keeps one of them). Keyed as a save's errors are, by row (`variables.2.name`).
 */
export function variableRowErrors(rows: VariableRow[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  rows.forEach(({ name }, index) => {
    const trimmed = name.trim();
    if (!trimmed) errors[`variables.${index}.name`] = "Give the variable a name.";
    else if (!variableNamePattern.test(trimmed)) errors[`variables.${index}.name`] = "Letters, digits and underscores, not starting with a digit.";
    else if (seen.has(trimmed)) errors[`variables.${index}.name`] = "Another variable above has this name.";
    seen.add(trimmed);
  });
  return errors;
}

/**
 * The project's variables as name and value rows; a page writes `{{ name }}` for the value.
 * Errors come by row (`2.name`), or by name as the server names them.
 */
export function VariablesEditor({ rows, onChange, errors, nextKey }: RowsEditorProps<VariableRow>) {
  return (
    <fieldset>
      <legend className="sr-only">Variables</legend>
      <EditableRows
        rows={rows}
        onChange={onChange}
        errors={errors}
        newRow={() => ({ key: nextKey(), name: "", value: "" })}
        noun="variable"
        max={maxVariables}
        empty={
          <>
            No variables yet. Add one, such as <code className="font-mono">product</code>, and pages can write{" "}
            <code className="font-mono">{"{{ product }}"}</code> for its value.
          </>
        }
        fields={(row, number, update) => (
          <>
            <InputField
              className="sm:w-52"
              label={`Name of variable ${number}`}
              value={row.name}
              onChange={(event) => update({ name: event.target.value })}
              maxLength={50}
              placeholder="product"
              spellCheck={false}
              autoCapitalize="off"
              error={errors[`${number - 1}.name`] ?? errors[row.name.trim()]}
            />
            <InputField
              className="flex-1"
              label={`Value of variable ${number}`}
              value={row.value}
              onChange={(event) => update({ value: event.target.value })}
              maxLength={500}
              placeholder="Acme"
            />
          </>
        )}
      />
    </fieldset>
  );
}
