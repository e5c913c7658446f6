// What the check prints: its progress while it runs (a counter rewritten in place on a terminal,
// one line per call elsewhere, e.g. in CI), then a table of every call: call, result, what differs.

const RESULT_WORDS = { ok: 'ok', differs: 'DIFFERS', skipped: 'skipped' };

/** Progress callbacks writing to `stream` (process.stdout by default). */
export function progress(stream = process.stdout) {
  const tty = Boolean(stream.isTTY);
  let current = '';
  return {
    onStart(operation, index, count) {
      current = `[${index}/${count}]`;
      if (tty) stream.write(`\r\x1b[2K${current} ${operation.label}`);
    },
    onResult(result) {
      if (tty) stream.write('\r\x1b[2K');
      else stream.write(`${current.padEnd(9)} ${RESULT_WORDS[result.result].padEnd(7)} ${result.call}\n`);
    },
  };
}

/** The table of results, each difference on its own line under its call. */
export function resultTable(results) {
  const rows = results.flatMap(({ call, result, differences }) =>
    (differences.length ? differences : ['']).map((difference, index) => [
      index ? '' : call,
      index ? '' : RESULT_WORDS[result],
      difference,
    ]),
  );
  const header = ['call', 'result', 'what differs'];
  const widths = [0, 1].map((column) =>
    Math.max(header[column].length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell))
      .join('  ')
      .trimEnd();
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width)).concat('-'.repeat(12))),
    ...rows.map(line),
  ].join('\n');
}

/** One line: how many calls conform, differ and were skipped. */
export function summaryLine(results) {
  const count = (result) => results.filter((item) => item.result === result).length;
  const differs = count('differs');
  return `${results.length} calls: ${count('ok')} conform, ${differs} differ, ${count('skipped')} skipped${
    differs ? ' — the host does not answer as the contract says' : ''
  }`;
}
