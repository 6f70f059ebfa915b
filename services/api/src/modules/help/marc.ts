// MARC 21 bibliographic records: the binary transmission format (ISO 2709, UTF-8) and MARCXML
// (http://www.loc.gov/MARC21/slim). Lengths and offsets in the leader and directory are in bytes.

export interface ControlField {
  tag: string;
  value: string;
}

export interface DataField {
  tag: string;
  ind1: string;
  ind2: string;
  subfields: [code: string, value: string][];
}

export interface MarcRecord {
  /** 'a' language material. */
  type: "a";
  /** 'm' monograph, 's' serial. */
  level: "m" | "s";
  control: ControlField[];
  fields: DataField[];
}

const FT = "\x1e"; // field terminator
const RT = "\x1d"; // record terminator
const SF = "\x1f"; // subfield delimiter

const bytes = (s: string) => Buffer.byteLength(s, "utf8");
const pad = (n: number, width: number) => {
  const s = String(n);
  if (s.length > width) throw new Error(`MARC record too large (${n} does not fit in ${width} digits)`);
  return s.padStart(width, "0");
};
/** Control characters would break the structure; MARC data never carries them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
const clean = (s: string) => s.replace(/[\x00-\x1f\x7f]+/g, " ").trim();

function leader(level: MarcRecord["level"], recordLength: number, baseAddress: number): string {
  // 00-04 length, 05 status n(ew), 06 type, 07 level, 08 control ' ', 09 'a' (Unicode),
  // 10-11 indicator/subfield counts, 12-16 base address, 17 encoding level ' ' (full),
  // 18 'i' (ISBD), 19 ' ', 20-23 '4500'.
  return `${pad(recordLength, 5)}na${level} a22${pad(baseAddress, 5)} i 4500`;
}

/** One record in the binary transmission format. */
export function encodeRecord(r: MarcRecord): Buffer {
  const entries: { tag: string; data: string }[] = [
    ...r.control.map((c) => ({ tag: c.tag, data: clean(c.value) + FT })),
    ...r.fields
      .filter((f) => f.subfields.some(([, v]) => clean(v)))
      .map((f) => ({
        tag: f.tag,
        data: `${f.ind1}${f.ind2}${f.subfields
          .filter(([, v]) => clean(v))
          .map(([code, v]) => `${SF}${code}${clean(v)}`)
          .join("")}${FT}`,
      })),
  ];
  let offset = 0;
  let directory = "";
  for (const e of entries) {
    const len = bytes(e.data);
    directory += `${e.tag}${pad(len, 4)}${pad(offset, 5)}`;
    offset += len;
  }
  directory += FT;
  const baseAddress = 24 + bytes(directory);
  const recordLength = baseAddress + offset + 1;
  return Buffer.from(
    leader(r.level, recordLength, baseAddress) + directory + entries.map((e) => e.data).join("") + RT,
    "utf8",
  );
}

const xml = (s: string) =>
  clean(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/** The start of a MARCXML collection (records follow, then MARCXML_END). */
export const MARCXML_START =
  '<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="http://www.loc.gov/MARC21/slim">\n';
export const MARCXML_END = "</collection>\n";

/** One MARCXML record (with its line end), to go between MARCXML_START and MARCXML_END. */
export function encodeRecordXml(r: MarcRecord): string {
  // The leader's length and base address are computed from the binary record.
  const bin = encodeRecord(r);
  const out = ["  <record>", `    <leader>${bin.subarray(0, 24).toString("latin1")}</leader>`];
  for (const c of r.control) out.push(`    <controlfield tag="${c.tag}">${xml(c.value)}</controlfield>`);
  for (const f of r.fields) {
    const subs = f.subfields.filter(([, v]) => clean(v));
    if (!subs.length) continue;
    out.push(`    <datafield tag="${f.tag}" ind1="${f.ind1}" ind2="${f.ind2}">`);
    for (const [code, v] of subs) out.push(`      <subfield code="${code}">${xml(v)}</subfield>`);
    out.push("    </datafield>");
  }
  out.push("  </record>", "");
  return out.join("\n");
}

/** A MARCXML collection (whole; a long list is streamed record by record instead). */
export function encodeCollectionXml(records: MarcRecord[]): string {
  return MARCXML_START + records.map(encodeRecordXml).join("") + MARCXML_END;
}

/** Parses binary records back (used by tests and to check what is served). */
export function decodeRecords(buf: Buffer): { leader: string; fields: Map<string, string[]> }[] {
  const out: { leader: string; fields: Map<string, string[]> }[] = [];
  let pos = 0;
  while (pos < buf.length) {
    const length = Number(buf.subarray(pos, pos + 5).toString("latin1"));
    if (!Number.isInteger(length) || length <= 0) throw new Error(`bad record length at ${pos}`);
    const rec = buf.subarray(pos, pos + length);
    if (rec[rec.length - 1] !== 0x1d) throw new Error("record terminator missing");
    const leaderText = rec.subarray(0, 24).toString("latin1");
    const base = Number(leaderText.slice(12, 17));
    const fields = new Map<string, string[]>();
    for (let d = 24; rec[d] !== 0x1e; d += 12) {
      const entry = rec.subarray(d, d + 12).toString("latin1");
      const tag = entry.slice(0, 3);
      const len = Number(entry.slice(3, 7));
      const start = Number(entry.slice(7, 12));
      const data = rec.subarray(base + start, base + start + len);
      if (data[data.length - 1] !== 0x1e) throw new Error(`field ${tag} is not terminated`);
      const list = fields.get(tag) ?? [];
      list.push(data.subarray(0, data.length - 1).toString("utf8"));
      fields.set(tag, list);
    }
    out.push({ leader: leaderText, fields });
    pos += length;
  }
  return out;
}
