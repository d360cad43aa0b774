import { InputField } from "@/components/ui/field";

interface IconFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The icon of a section, folder or page in the site's sidebar, as the API reads it. */
export function IconField({ value, onChange, error }: IconFieldProps) {
  return (
    <InputField
      label="Icon"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={
        <>
          Shown before the name in the sidebar: an emoji, or the name of a{" "}
          <a href="https://lucide.dev/icons" target="_blank" rel="noreferrer" className="underline">
            Lucide icon
          </a>{" "}
          (rocket, book-open).
        </>
      }
      maxLength={100}
      autoComplete="off"
      spellCheck={false}
    />
  );
}
