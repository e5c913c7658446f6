/**
 * The check an xls file (BIFF8 in an OLE document) passes before SheetJS reads it: the number of
 * different texts its shared-string table declares. The OLE container is not compressed, so it
 * costs no more than the file's 10MB; the table's declared count is what SheetJS would read.
 */
import { IMPORT_MAX_TEXTS, TOO_MANY_TEXTS } from './limits';
import { UNREADABLE, type SheetJs } from './sheet';

/** BIFF record type of the shared string table (SST). */
const SST = 0x00fc;

export function inspectXls(XLSX: SheetJs, bytes: Uint8Array): string | undefined {
  let stream: Uint8Array | undefined;
  try {
    const container = XLSX.CFB.read(bytes, { type: 'array' });
    const entry = XLSX.CFB.find(container, 'Workbook') ?? XLSX.CFB.find(container, 'Book');
    // SheetJS gives a plain array or a typed one, depending on how it read the container.
    const content = entry?.content as ArrayLike<number> | undefined;
    stream = content && (content instanceof Uint8Array ? content : Uint8Array.from(content));
  } catch {
    return UNREADABLE;
  }
  if (!stream) return UNREADABLE;
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  // Records are [type u16][length u16][data]; walk them until the shared string table.
  for (let at = 0; at + 4 <= view.byteLength; at += 4 + view.getUint16(at + 2, true)) {
    if (view.getUint16(at, true) !== SST) continue;
    if (at + 12 > view.byteLength) return UNREADABLE;
    return view.getUint32(at + 8, true) > IMPORT_MAX_TEXTS ? TOO_MANY_TEXTS : undefined;
  }
  return undefined;
}
