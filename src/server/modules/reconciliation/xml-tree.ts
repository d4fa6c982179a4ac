import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { badRequest } from '@server/platform/errors';

/**
 * Bank statements read with fast-xml-parser (decision 047) into a small element tree, namespace
 * prefixes dropped. A DOCTYPE or ENTITY declaration is refused before the parser sees the file,
 * and the parser expands no entity at all (`processEntities: false`): only the five predefined
 * entities and character references are decoded here, anything else is refused. So neither an
 * external entity (XXE) nor entity expansion ("billion laughs") can happen.
 */
export type XmlElement = { name: string; attrs: Record<string, string>; children: XmlElement[]; text: string };

const MAX_DEPTH = 64;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const TEXT = '#text';
const CDATA = '#cdata';
const ATTRIBUTES = ':@';

const invalidXml = (why: string) => badRequest(`Le fichier XML n'est pas valide : ${why}`, 'STATEMENT_INVALID');

const parser = new XMLParser({
  preserveOrder: true,
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: false,
  cdataPropName: CDATA,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: MAX_DEPTH,
});

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

/** fast-xml-parser's ordered output: one key per node (tag name, '#text' or '#cdata'), attributes under ':@'. */
type OrderedNode = Record<string, unknown>;

function toElement(node: OrderedNode): XmlElement | string | undefined {
  if (TEXT in node) return decodeEntities(String(node[TEXT]));
  const name = Object.keys(node).find((key) => key !== ATTRIBUTES);
  if (name === undefined) return undefined;
  const content = node[name] as OrderedNode[];
  if (name === CDATA) return content.map((part) => String(part[TEXT] ?? '')).join('');
  const raw = (node[ATTRIBUTES] ?? {}) as Record<string, unknown>;
  const attrs = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, decodeEntities(String(value))]));
  const element: XmlElement = { name, attrs, children: [], text: '' };
  for (const part of content.map(toElement)) {
    if (typeof part === 'string') element.text += part;
    else if (part) element.children.push(part);
  }
  element.text = element.text.trim();
  return element;
}

export function parseXml(xml: string): XmlElement {
  if (/<!(DOCTYPE|ENTITY)/i.test(xml)) throw invalidXml('les déclarations DOCTYPE et ENTITY sont refusées');
  let nodes: OrderedNode[];
  try {
    nodes = parser.parse(xml) as OrderedNode[];
  } catch (error) {
    if (error instanceof Error && /nested/i.test(error.message)) throw invalidXml('imbrication trop profonde');
    throw invalidXml('structure illisible');
  }
  const verdict = XMLValidator.validate(xml);
  if (verdict !== true) throw invalidXml(`erreur ligne ${verdict.err.line}, colonne ${verdict.err.col}`);
  const roots = nodes.map(toElement).filter((node) => node !== undefined);
  const [root, ...others] = roots;
  if (!root || typeof root === 'string' || others.some((other) => typeof other !== 'string' || other.trim() !== '')) {
    throw invalidXml('un seul élément racine est attendu');
  }
  return root;
}

export const child = (element: XmlElement | undefined, name: string) => element?.children.find((c) => c.name === name);
export const childrenNamed = (element: XmlElement | undefined, name: string) =>
  element?.children.filter((c) => c.name === name) ?? [];

/** The element at a path of child names, e.g. path(entry, 'BookgDt', 'Dt'). */
export function path(element: XmlElement | undefined, ...names: string[]): XmlElement | undefined {
  return names.reduce<XmlElement | undefined>((at, name) => child(at, name), element);
}
