import { badRequest } from '@server/platform/errors';

/**
 * A small strict XML reader for bank statements (decision 046): elements, attributes and text
 * only, namespace prefixes dropped. No DOCTYPE and no entity but the five predefined ones and
 * character references, so neither external entities (XXE) nor entity expansion can happen.
 */
export type XmlElement = { name: string; attrs: Record<string, string>; children: XmlElement[]; text: string };

const MAX_DEPTH = 64;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const invalidXml = (why: string) => badRequest(`Le fichier XML n'est pas valide : ${why}`, 'STATEMENT_INVALID');

function decodeEntities(raw: string): string {
  return raw.replace(/&([^;\s]{0,10});?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw invalidXml('caractère « & » isolé');
    if (name in PREDEFINED) return PREDEFINED[name] as string;
    const code = /^#x([0-9a-f]{1,6})$/i.exec(name)?.[1] ?? /^#(\d{1,7})$/.exec(name)?.[1];
    if (code === undefined) throw invalidXml('entité non autorisée');
    const point = Number.parseInt(code, name.startsWith('#x') || name.startsWith('#X') ? 16 : 10);
    if (point === 0 || point > 0x10ffff) throw invalidXml('caractère invalide');
    return String.fromCodePoint(point);
  });
}

const localName = (qualified: string) => qualified.slice(qualified.indexOf(':') + 1);

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const pattern = /([\w:.-]+)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;
  const rest = source.replace(pattern, (_whole, name: string, double?: string, single?: string) => {
    attrs[localName(name)] = decodeEntities(double ?? single ?? '');
    return '';
  });
  if (rest.trim() !== '') throw invalidXml('attribut mal formé');
  return attrs;
}

type Cursor = { xml: string; at: number };

/** Skips what carries no data: the XML declaration, comments. A DOCTYPE is refused. */
function skipMarkup(cursor: Cursor): boolean {
  const { xml, at } = cursor;
  if (xml.startsWith('<!DOCTYPE', at) || xml.startsWith('<!ENTITY', at)) {
    throw invalidXml('les déclarations DOCTYPE et ENTITY sont refusées');
  }
  const ends: [string, string][] = [
    ['<?', '?>'],
    ['<!--', '-->'],
  ];
  for (const [open, close] of ends) {
    if (!xml.startsWith(open, at)) continue;
    const end = xml.indexOf(close, at + open.length);
    if (end < 0) throw invalidXml('balise non fermée');
    cursor.at = end + close.length;
    return true;
  }
  return false;
}

function readText(cursor: Cursor): string {
  const { xml } = cursor;
  if (xml.startsWith('<![CDATA[', cursor.at)) {
    const end = xml.indexOf(']]>', cursor.at);
    if (end < 0) throw invalidXml('section CDATA non fermée');
    const text = xml.slice(cursor.at + 9, end);
    cursor.at = end + 3;
    return text;
  }
  const next = xml.indexOf('<', cursor.at);
  const end = next < 0 ? xml.length : next;
  const text = decodeEntities(xml.slice(cursor.at, end));
  cursor.at = end;
  return text;
}

function readElement(cursor: Cursor, depth: number): XmlElement {
  if (depth > MAX_DEPTH) throw invalidXml('imbrication trop profonde');
  const { xml } = cursor;
  const close = xml.indexOf('>', cursor.at);
  if (close < 0) throw invalidXml('balise non fermée');
  const tag = xml.slice(cursor.at + 1, close);
  const selfClosing = tag.endsWith('/');
  const match = /^([A-Za-z_][\w:.-]*)([\s\S]*)$/.exec(selfClosing ? tag.slice(0, -1) : tag);
  if (!match) throw invalidXml('nom de balise invalide');
  const qualified = match[1] as string;
  const element: XmlElement = {
    name: localName(qualified),
    attrs: parseAttributes(match[2] ?? ''),
    children: [],
    text: '',
  };
  cursor.at = close + 1;
  if (selfClosing) return element;
  for (;;) {
    if (cursor.at >= xml.length) throw invalidXml(`balise <${qualified}> non fermée`);
    if (xml.startsWith('</', cursor.at)) {
      const end = xml.indexOf('>', cursor.at);
      if (end < 0 || xml.slice(cursor.at + 2, end).trim() !== qualified) throw invalidXml('balises mal imbriquées');
      cursor.at = end + 1;
      element.text = element.text.trim();
      return element;
    }
    if (skipMarkup(cursor)) continue;
    if (xml.startsWith('<![CDATA[', cursor.at) || xml[cursor.at] !== '<') element.text += readText(cursor);
    else element.children.push(readElement(cursor, depth + 1));
  }
}

export function parseXml(xml: string): XmlElement {
  const cursor: Cursor = { xml, at: 0 };
  const skipBlank = () => {
    while (cursor.at < xml.length && /\s/.test(xml[cursor.at] as string)) cursor.at += 1;
  };
  skipBlank();
  while (skipMarkup(cursor)) skipBlank();
  if (xml[cursor.at] !== '<') throw invalidXml('élément racine absent');
  const root = readElement(cursor, 0);
  skipBlank();
  while (skipMarkup(cursor)) skipBlank();
  if (cursor.at < xml.length) throw invalidXml('contenu après l’élément racine');
  return root;
}

export const child = (element: XmlElement | undefined, name: string) => element?.children.find((c) => c.name === name);
export const childrenNamed = (element: XmlElement | undefined, name: string) =>
  element?.children.filter((c) => c.name === name) ?? [];

/** The element at a path of child names, e.g. path(entry, 'BookgDt', 'Dt'). */
export function path(element: XmlElement | undefined, ...names: string[]): XmlElement | undefined {
  return names.reduce<XmlElement | undefined>((at, name) => child(at, name), element);
}
