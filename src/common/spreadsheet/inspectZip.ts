/**
 * The checks an xlsx file passes before SheetJS reads it: its directory (sizes as declared), then
 * every part unpacked once with the platform's streaming inflater (DecompressionStream), counting
 * what comes out and stopping at the first limit passed, so a part that claims a few bytes but
 * inflates to hundreds of megabytes is stopped after the claimed size, never held in memory.
 */
import { IMPORT_MAX_PARTS, IMPORT_MAX_UNPACKED_BYTES, TOO_SLOW, UNPACKS_TOO_LARGE } from './limits';
import { UNREADABLE } from './sheet';
import { XmlTally } from './xmlTally';
import { ZipDamaged, readZipDirectory, type ZipPart } from './zipDirectory';

/** Parts whose text is counted (other parts, such as images, only count toward the size). */
const isXml = (name: string) => /\.(xml|rels)$/i.test(name);

/**
 * Compressed bytes fed to the inflater a little at a time: an inflater turns a whole input chunk
 * into output before it looks at the reader, and 4 kB inflate to at most about 4 MB.
 */
const SLICE_BYTES = 4096;

function slices(data: Uint8Array): ReadableStream<Uint8Array<ArrayBuffer>> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= data.byteLength) {
        controller.close();
        return;
      }
      controller.enqueue(data.slice(at, at + SLICE_BYTES));
      at += SLICE_BYTES;
    },
  });
}

/** The unpacked chunks of one part (a stored part is one chunk). */
async function* unpack(bytes: Uint8Array, part: ZipPart): AsyncGenerator<Uint8Array> {
  const data = bytes.subarray(part.dataOffset, part.dataOffset + part.compressedSize);
  if (part.method === 0) {
    yield data;
    return;
  }
  const stream = slices(data).pipeThrough(new DecompressionStream('deflate-raw'));
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    // Leaving early (a limit passed) stops the inflater instead of letting it run on.
    void reader.cancel().catch(() => undefined);
  }
}

/** Why an xlsx file (a zip) cannot be imported, found before SheetJS reads it. */
export async function inspectZip(bytes: Uint8Array, deadline: number): Promise<string | undefined> {
  let parts: ZipPart[] | 'too many parts';
  try {
    parts = readZipDirectory(bytes, IMPORT_MAX_PARTS);
  } catch (error) {
    if (error instanceof ZipDamaged || error instanceof RangeError) return UNREADABLE;
    throw error;
  }
  if (parts === 'too many parts') return UNREADABLE;
  const declared = parts.reduce((sum, part) => sum + part.size, 0);
  if (declared > IMPORT_MAX_UNPACKED_BYTES) return UNPACKS_TOO_LARGE;

  const tally = new XmlTally();
  let unpacked = 0;
  for (const part of parts) {
    let partSize = 0;
    tally.startPart();
    try {
      for await (const chunk of unpack(bytes, part)) {
        partSize += chunk.byteLength;
        unpacked += chunk.byteLength;
        if (unpacked > IMPORT_MAX_UNPACKED_BYTES) return UNPACKS_TOO_LARGE;
        // More than the directory declared: the sizes lie, and SheetJS would trust them.
        if (partSize > part.size) return UNREADABLE;
        if (Date.now() > deadline) return TOO_SLOW;
        const refusal = isXml(part.name) ? tally.feed(chunk) : undefined;
        if (refusal) return refusal;
      }
    } catch {
      return UNREADABLE; // not a deflate stream, or one cut short
    }
    if (partSize !== part.size) return UNREADABLE;
  }
  return undefined;
}
