import { Input } from 'antd';
import { useState } from 'react';

interface LinesInputProps {
  id?: string;
  value?: unknown;
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  placeholder?: string;
}

/** The entries of a text, one per line, blanks dropped. */
export function toLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

const asText = (value: unknown) => (Array.isArray(value) ? value.join('\n') : String(value ?? ''));

/** A list typed one entry per line (kind 'lines'); the form holds the list, the box what was typed. */
export function LinesInput({ value, onChange, ...props }: LinesInputProps) {
  const [text, setText] = useState(asText(value));
  // Follow a value set from outside (reset, record) without disturbing what is being typed.
  const shown = asText(toLines(text)) === asText(value ?? []) ? text : asText(value);
  return (
    <Input.TextArea
      {...props}
      rows={4}
      value={shown}
      onChange={(event) => {
        setText(event.target.value);
        onChange?.(toLines(event.target.value));
      }}
    />
  );
}
