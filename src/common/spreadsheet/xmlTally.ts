/**
 * Counts, in the XML parts of an xlsx file as they are unpacked, what SheetJS would have to hold:
 * shared strings (`<si>`), cells (`<c>`), rows holding a value, and the characters of text in
 * `<t>` and `<v>` elements. It works on raw bytes, chunk by chunk, keeping only a few counters,
 * and reports the first limit passed so the caller can stop unpacking at once.
 */
import {
  IMPORT_MAX_CELLS,
  IMPORT_MAX_TEXTS,
  IMPORT_MAX_TEXT_CHARS,
  IMPORT_MAX_VALUED_ROWS,
  TOO_MANY_CELLS,
  TOO_MANY_TEXTS,
  TOO_MUCH_TEXT,
} from './limits';
import { TOO_MANY_ROWS } from './sheet';

const LT = 0x3c;
const GT = 0x3e;
const AMP = 0x26;
const SEMI = 0x3b;
const SLASH = 0x2f;
const COLON = 0x3a;
const BANG = 0x21;
const QUESTION = 0x3f;

/** Where the scanner is between two bytes. */
const enum State {
  Text,
  Entity,
  TagStart,
  TagName,
  TagRest,
  Special,
}

const isSpace = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;
/** A UTF-8 continuation byte: part of a character already counted. */
const isContinuation = (byte: number) => (byte & 0xc0) === 0x80;

export class XmlTally {
  texts = 0;
  cells = 0;
  valuedRows = 0;
  textChars = 0;
  private state = State.Text;
  private name = '';
  private closing = false;
  private lastByte = 0;
  private inValue = false;
  private rowOpen = false;

  /** Starts a new part: counts go on, the scanner's position does not. */
  startPart(): void {
    this.state = State.Text;
    this.inValue = false;
    this.rowOpen = false;
  }

  /** Scans one chunk; returns the message of the first limit passed, if any. */
  feed(chunk: Uint8Array): string | undefined {
    for (const byte of chunk) {
      switch (this.state) {
        case State.Text:
          if (byte === LT) {
            this.state = State.TagStart;
          } else if (this.inValue && !isContinuation(byte)) {
            if (byte === AMP) this.state = State.Entity;
            this.textChars += 1;
          }
          break;
        case State.Entity:
          if (byte === SEMI) this.state = State.Text;
          else if (byte === LT) this.state = State.TagStart;
          break;
        case State.TagStart:
          this.name = '';
          this.closing = byte === SLASH;
          if (byte === BANG || byte === QUESTION) this.state = State.Special;
          else if (byte === GT) this.state = State.Text;
          else {
            this.state = State.TagName;
            if (!this.closing) this.name = String.fromCharCode(byte);
          }
          break;
        case State.TagName:
          if (byte === GT || byte === SLASH || isSpace(byte)) {
            this.state = byte === GT ? State.Text : State.TagRest;
            this.lastByte = byte;
            if (byte === GT) {
              const refusal = this.tag(false);
              if (refusal) return refusal;
            }
          } else if (byte === COLON) {
            this.name = ''; // a namespace prefix: keep the local name only
          } else if (this.name.length < 8) {
            this.name += String.fromCharCode(byte);
          }
          break;
        case State.TagRest:
          if (byte === GT) {
            this.state = State.Text;
            const refusal = this.tag(this.lastByte === SLASH);
            if (refusal) return refusal;
          } else if (!isSpace(byte)) {
            this.lastByte = byte;
          }
          break;
        case State.Special:
          if (byte === GT) this.state = State.Text;
          break;
      }
    }
    // One long text has no closing tag to check it at: check at the end of every chunk too.
    return this.textChars > IMPORT_MAX_TEXT_CHARS ? TOO_MUCH_TEXT : undefined;
  }

  /** A tag has ended: count it. */
  private tag(selfClosing: boolean): string | undefined {
    const { name } = this;
    if (this.closing) {
      if (name === 't' || name === 'v') this.inValue = false;
      if (name === 'row') this.rowOpen = false;
      return this.textChars > IMPORT_MAX_TEXT_CHARS ? TOO_MUCH_TEXT : undefined;
    }
    if (name === 'si' && ++this.texts > IMPORT_MAX_TEXTS) return TOO_MANY_TEXTS;
    if (name === 'c' && ++this.cells > IMPORT_MAX_CELLS) return TOO_MANY_CELLS;
    if (name === 'row') this.rowOpen = !selfClosing;
    if ((name === 't' || name === 'v') && !selfClosing) {
      this.inValue = true;
      if (this.rowOpen) {
        this.rowOpen = false;
        if (++this.valuedRows > IMPORT_MAX_VALUED_ROWS) return TOO_MANY_ROWS;
      }
    }
    return undefined;
  }
}
