import { Typography } from 'antd';
import { EMPTY, isBlank } from '../format';

const listOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : isBlank(value) ? [] : [value]).map(String);

/** Each value of a list with its own copy button ('copy' cells: ad unit ids...). */
export function CopyableCell({ value }: { value: unknown }) {
  const entries = listOf(value);
  if (!entries.length) return <>{EMPTY}</>;
  return (
    <>
      {entries.map((entry) => (
        <Typography.Text key={entry} copyable style={{ display: 'block' }}>
          {entry}
        </Typography.Text>
      ))}
    </>
  );
}

/** A list shown one entry per line ('lines' cells: DNS addresses). */
export function LinesCell({ value }: { value: unknown }) {
  const entries = listOf(value);
  if (!entries.length) return <>{EMPTY}</>;
  return <div style={{ whiteSpace: 'pre-line' }}>{entries.join('\n')}</div>;
}
