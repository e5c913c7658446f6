/**
 * A small reader of a zip file's directory (an xlsx file is a zip archive): the parts it holds
 * and their sizes, read without unpacking anything. It looks at the same records SheetJS
 * trusts (the last end-of-directory record, the local header of each part), so the sizes it
 * checks are the ones SheetJS would act on.
 */

export interface ZipPart {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  size: number;
  /** Where the part's (compressed) bytes start. */
  dataOffset: number;
}

const END_SIGNATURE = 0x06054b50;
const DIRECTORY_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const ZIP64_FIELD = 0x0001;
const ENCRYPTED = 0x0001;
const SIZES_AFTER_DATA = 0x0008;

/** Why the directory cannot be trusted; the reader's caller turns it into a message. */
export class ZipDamaged extends Error {}

/** Whether an extra field block holds a zip64 size record (sizes this reader does not take). */
function hasZip64(view: DataView, start: number, length: number): boolean {
  for (let at = start; at + 4 <= start + length; at += 4 + view.getUint16(at + 2, true)) {
    if (view.getUint16(at, true) === ZIP64_FIELD) return true;
  }
  return false;
}

/** The last end-of-directory record, found as SheetJS finds it (scanning back from the end). */
function findEnd(view: DataView): number {
  for (let at = view.byteLength - 4; at >= 0; at -= 1) {
    if (view.getUint32(at, true) !== END_SIGNATURE) continue;
    // A record cut short by the end of the file would make SheetJS read past it.
    if (at + 22 > view.byteLength) throw new ZipDamaged('end of directory cut short');
    return at;
  }
  throw new ZipDamaged('no end of directory');
}

/**
 * The parts of a zip file, or a ZipDamaged error when the directory is broken, encrypted, uses
 * zip64 or an unknown compression, or when a part's local header disagrees with the directory.
 * Reading stops at maxParts (the caller's limit) so a directory of a million parts costs little.
 */
export function readZipDirectory(bytes: Uint8Array, maxParts: number): ZipPart[] | 'too many parts' {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const inside = (at: number, length: number) => at >= 0 && at + length <= bytes.byteLength;
  const end = findEnd(view);
  const count = view.getUint16(end + 8, true);
  if (count > maxParts) return 'too many parts';
  let at = view.getUint32(end + 16, true);
  const parts: ZipPart[] = [];
  for (let index = 0; index < count; index += 1) {
    if (!inside(at, 46) || view.getUint32(at, true) !== DIRECTORY_SIGNATURE) {
      throw new ZipDamaged('directory entry');
    }
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    if (!inside(at + 46, nameLength + extraLength)) throw new ZipDamaged('directory entry');
    if (flags & ENCRYPTED || (method !== 0 && method !== 8)) throw new ZipDamaged('method');
    if (hasZip64(view, at + 46 + nameLength, extraLength)) throw new ZipDamaged('zip64');
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
    const part = { name: new TextDecoder().decode(nameBytes), method, compressedSize, size, dataOffset: 0 };
    part.dataOffset = localData(local, part, nameBytes);
    if (!inside(part.dataOffset, compressedSize)) throw new ZipDamaged('part outside the file');
    parts.push(part);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return parts;

  /**
   * Checks a part's local header against the directory (SheetJS reads the local one) and
   * returns where its data starts. Sizes written after the data (flag 8) leave zeros here.
   */
  function localData(local: number, part: ZipPart, name: Uint8Array): number {
    if (!inside(local, 30) || view.getUint32(local, true) !== LOCAL_SIGNATURE) {
      throw new ZipDamaged('local header');
    }
    const flags = view.getUint16(local + 6, true);
    const nameLength = view.getUint16(local + 26, true);
    const extraLength = view.getUint16(local + 28, true);
    if (flags & ENCRYPTED || view.getUint16(local + 8, true) !== part.method) {
      throw new ZipDamaged('method');
    }
    const sizesAgree =
      view.getUint32(local + 18, true) === part.compressedSize &&
      view.getUint32(local + 22, true) === part.size;
    if (!(flags & SIZES_AFTER_DATA) && !sizesAgree) throw new ZipDamaged('sizes disagree');
    if (!inside(local + 30, nameLength + extraLength)) throw new ZipDamaged('local header');
    // SheetJS names a part by its local header: it must be the name the limits were checked under.
    const localName = bytes.subarray(local + 30, local + 30 + nameLength);
    if (nameLength !== name.length || localName.some((byte, index) => byte !== name[index])) {
      throw new ZipDamaged('names disagree');
    }
    if (hasZip64(view, local + 30 + nameLength, extraLength)) throw new ZipDamaged('zip64');
    return local + 30 + nameLength + extraLength;
  }
}
