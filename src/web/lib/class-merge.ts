/*
 * tailwind-merge's rule, for the class groups this app writes (decision 035): in a list of
 * classes, a later one removes an earlier one of the same group under the same variants
 * (`px-6` removes `px-4`, `p-2` removes `px-4`, `hover:bg-card` keeps `bg-muted`). The library
 * knows all of Tailwind, which costs 27 KB on every page and a class map built at the first call;
 * this table holds the groups of the classes the sources use and their siblings. The groups and
 * their order are the library's (order decides between `text-sm`, a size, and `text-primary`, a
 * colour); `class-merge.test.ts` proves the result equal to the library's on every class the
 * sources use, and names any new class this table does not know yet.
 */

type Test = (value: string) => boolean;

const arbitraryValue = /^\[(?:(\w[\w-]*):)?(.+)\]$/i;
const arbitraryVariable = /^\((?:(\w[\w-]*):)?(.+)\)$/i;
const lengthValue =
  /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/;
const colorFunction = /^(rgba?|hsla?|hwb|(ok)?(lab|lch)|color-mix|color|light-dark)\(.+\)$/;
const shadowValue = /^(inset_)?-?((\d+)?\.?(\d+)[a-z]+|0)_-?((\d+)?\.?(\d+)[a-z]+|0)/;

const isAny: Test = () => true;
const isNumber: Test = (value) => !!value && !Number.isNaN(Number(value));
const isInteger: Test = (value) => !!value && Number.isInteger(Number(value));
const isFraction: Test = (value) => /^\d+(?:\.\d+)?\/\d+(?:\.\d+)?$/.test(value);
const isTshirtSize: Test = (value) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(value);
const isArbitrary: Test = (value) => arbitraryValue.test(value);
const isVariable: Test = (value) => arbitraryVariable.test(value);
const isNonArbitrary: Test = (value) => !isArbitrary(value) && !isVariable(value);
/** `[value]` whose label is one of `labels`, or whose unlabelled value passes `test`. */
const arbitraryOf = (labels: string[], test: Test): Test => {
  return (value) => {
    const match = arbitraryValue.exec(value);
    return !!match && (match[1] ? labels.includes(match[1]) : test(match[2]!));
  };
};
/** `(--variable)` labelled with one of `labels`. */
const variableOf = (labels: string[]): Test => {
  return (value) => labels.includes(arbitraryVariable.exec(value)?.[1] ?? '');
};
const isArbitraryLength = arbitraryOf(['length'], (value) => lengthValue.test(value) && !colorFunction.test(value));
const isVariableLength = variableOf(['length']);

const arbitrary = [isVariable, isArbitrary];
const spacing = [...arbitrary, 'px', isNumber];
const inset = [isFraction, 'full', 'auto', ...spacing];
const margin = ['auto', ...spacing];
const sizing = [isFraction, 'auto', 'full', 'dvw', 'dvh', 'lvw', 'lvh', 'svw', 'svh', 'min', 'max', 'fit', ...spacing];
const color = [isAny, ...arbitrary];
const radius = ['', 'none', 'full', isTshirtSize, ...arbitrary];
const borderWidth = ['', isNumber, isVariableLength, isArbitraryLength];
const overflow = ['auto', 'hidden', 'clip', 'visible', 'scroll'];
const align = ['start', 'end', 'center', 'stretch', 'center-safe', 'end-safe'];
const distribute = [...align, 'between', 'around', 'evenly', 'baseline', 'normal'];

const wholeClasses = new Map<string, string>();
const testsByPrefix = new Map<string, [Test, string][]>();

/** Declares the classes `prefix-<value>` of a group; a value is a word or a test of the rest. */
function group(id: string, prefix: string, values: (string | Test)[]) {
  for (const value of values) {
    if (typeof value === 'string') {
      wholeClasses.set([prefix, value].filter(Boolean).join('-'), id);
    } else {
      testsByPrefix.set(prefix, [...(testsByPrefix.get(prefix) ?? []), [value, id]]);
    }
  }
}

/** Groups named by their prefix. */
const groups = (prefixes: string, values: (string | Test)[]) => {
  for (const prefix of prefixes.split(' ')) group(prefix, prefix, values);
};

group('aspect', 'aspect', ['auto', 'square', isFraction, ...arbitrary, 'video']);
group('container', '', ['container']);
group('container-type', '@container', ['', 'normal', 'size', ...arbitrary]);
group('display', '', ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid']);
group('display', '', ['table', 'flow-root', 'contents', 'list-item', 'hidden']);
group('sr', '', ['sr-only', 'not-sr-only']);
group('object-fit', 'object', ['contain', 'cover', 'fill', 'none', 'scale-down']);
groups('overflow overflow-x overflow-y', overflow);
group('overscroll', 'overscroll', ['auto', 'contain', 'none']);
group('position', '', ['static', 'fixed', 'absolute', 'relative', 'sticky']);
groups('inset inset-x inset-y top right bottom left', inset);
group('visibility', '', ['visible', 'invisible', 'collapse']);
group('z', 'z', [isInteger, 'auto', ...arbitrary]);
group('basis', 'basis', [isFraction, 'full', 'auto', isTshirtSize, ...spacing]);
group('flex-direction', 'flex', ['row', 'row-reverse', 'col', 'col-reverse']);
group('flex-wrap', 'flex', ['nowrap', 'wrap', 'wrap-reverse']);
group('flex', 'flex', [isNumber, isFraction, 'auto', 'initial', 'none', isArbitrary]);
groups('grow shrink', ['', isNumber, ...arbitrary]);
group('grid-cols', 'grid-cols', [isInteger, 'none', 'subgrid', ...arbitrary]);
group('col', 'col', ['auto']);
group('col', 'col-span', ['full', isInteger, ...arbitrary]);
group('col', 'col', [isInteger, ...arbitrary]);
groups('gap gap-x gap-y', spacing);
group('justify', 'justify', distribute);
group('justify-items', 'justify-items', [...align, 'normal']);
group('justify-self', 'justify-self', ['auto', ...align]);
group('content', 'content', distribute);
group('items', 'items', [...align, 'baseline', 'baseline-last']);
group('self', 'self', ['auto', ...align, 'baseline', 'baseline-last']);
groups('p px py pt pr pb pl', spacing);
groups('m mx my mt mr mb ml', margin);
group('size', 'size', sizing);
group('w', 'w', [isTshirtSize, 'screen', ...sizing]);
groups('min-w max-w', [isTshirtSize, 'screen', 'none', ...sizing]);
group('max-w', 'max-w', ['prose']);
group('h', 'h', ['screen', 'lh', ...sizing]);
groups('min-h max-h', ['screen', 'lh', 'none', ...sizing]);
group('font-size', 'text', ['base', isTshirtSize, isVariableLength, isArbitraryLength]);
const weights = ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'];
group('font-weight', 'font', [...weights, variableOf(['number', 'weight']), arbitraryOf(['number', 'weight'], isAny)]);
group('font-family', 'font', [variableOf(['family-name']), arbitraryOf(['family-name'], () => false), isNonArbitrary]);
group('numeric-spacing', '', ['proportional-nums', 'tabular-nums']);
group('tracking', 'tracking', ['tighter', 'tight', 'normal', 'wide', 'wider', 'widest', ...arbitrary]);
group('line-clamp', 'line-clamp', [isNumber, 'none', isVariable, arbitraryOf(['number'], isNumber)]);
group('leading', 'leading', ['none', 'tight', 'snug', 'normal', 'relaxed', 'loose', ...spacing]);
group('list', 'list', ['disc', 'decimal', 'none', ...arbitrary]);
group('text-align', 'text', ['left', 'center', 'right', 'justify', 'start', 'end']);
group('text-color', 'text', color);
group('decoration', '', ['underline', 'overline', 'line-through', 'no-underline']);
group('underline-offset', 'underline-offset', [isNumber, 'auto', ...arbitrary]);
group('case', '', ['uppercase', 'lowercase', 'capitalize', 'normal-case']);
group('text-overflow', '', ['truncate', 'text-ellipsis', 'text-clip']);
group('align', 'align', [
  'baseline',
  'top',
  'middle',
  'bottom',
  'text-top',
  'text-bottom',
  'sub',
  'super',
  ...arbitrary,
]);
group('whitespace', 'whitespace', ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces']);
group('break', 'break', ['normal', 'words', 'all', 'keep']);
group('wrap', 'wrap', ['break-word', 'anywhere', 'normal']);
groups('bg from to', color);
groups('rounded rounded-t rounded-r rounded-b rounded-l rounded-tl rounded-tr rounded-br rounded-bl', radius);
groups('border border-x border-y border-t border-r border-b border-l divide-y', borderWidth);
group('border-style', 'border', ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none']);
group('border-color', 'border', color);
group('divide-color', 'divide', color);
group('outline-style', 'outline', ['solid', 'dashed', 'dotted', 'double', 'none', 'hidden']);
group('outline', 'outline', borderWidth);
group('outline-color', 'outline', color);
const isArbitraryShadow = arbitraryOf(['shadow'], (value) => shadowValue.test(value));
group('shadow', 'shadow', ['', 'inner', 'none', isTshirtSize, variableOf(['shadow']), isArbitraryShadow]);
group('shadow-color', 'shadow', color);
group('ring', 'ring', borderWidth);
group('ring-inset', '', ['ring-inset']);
group('ring-color', 'ring', color);
group('ring-offset', 'ring-offset', [isNumber, isArbitraryLength]);
group('ring-offset-color', 'ring-offset', color);
group('opacity', 'opacity', [isNumber, ...arbitrary]);
group('filter', 'filter', ['', 'none', ...arbitrary]);
group('grayscale', 'grayscale', ['', isNumber, ...arbitrary]);
group('backdrop-blur', 'backdrop-blur', ['', 'none', isTshirtSize, ...arbitrary]);
group('transition', 'transition', ['', 'all', 'colors', 'opacity', 'shadow', 'transform', 'none', ...arbitrary]);
group('animate', 'animate', ['none', 'spin', 'ping', 'pulse', 'bounce', ...arbitrary]);
group('rotate', 'rotate', ['none', isNumber, ...arbitrary]);
group('transform', 'transform', [...arbitrary, '', 'none', 'gpu', 'cpu']);
groups('translate-x translate-y', [isFraction, 'full', ...spacing]);
group('accent', 'accent', color);
group('appearance', 'appearance', ['none', 'auto']);
const cursors = ['auto', 'default', 'pointer', 'wait', 'text', 'move', 'help', 'not-allowed', 'none', 'grab'];
group('cursor', 'cursor', [...cursors, 'grabbing', 'zoom-in', 'zoom-out', ...arbitrary]);
group('pointer-events', 'pointer-events', ['auto', 'none']);
group('resize', 'resize', ['none', '', 'y', 'x']);
group('scroll-mt', 'scroll-mt', spacing);
group('touch', 'touch', ['auto', 'none', 'manipulation']);
group('touch-x', 'touch-pan', ['x', 'left', 'right']);
group('touch-y', 'touch-pan', ['y', 'up', 'down']);
group('touch-pz', '', ['touch-pinch-zoom']);
group('select', 'select', ['none', 'text', 'all', 'auto']);
group('fill', 'fill', ['none', ...color]);

/** A group a later class of it removes earlier classes of, beside its own. */
const overrides: Record<string, string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-tl', 'rounded-tr', 'rounded-br', 'rounded-bl'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  border: ['border-x', 'border-y', 'border-t', 'border-r', 'border-b', 'border-l'],
  'border-x': ['border-r', 'border-l'],
  'border-y': ['border-t', 'border-b'],
  touch: ['touch-x', 'touch-y', 'touch-pz'],
  'touch-x': ['touch'],
  'touch-y': ['touch'],
  'touch-pz': ['touch'],
};

const arbitraryProperty = /^\[([a-z-]+):.+\]$/;

function groupOf(utility: string): string | undefined {
  // `[overflow-wrap:anywhere]` is in the group of every other value of that property.
  const property = arbitraryProperty.exec(utility)?.[1];
  if (property) return `[${property}]`;
  // A negative value (`-mt-2`) belongs to the group of the positive one.
  const name = utility.length > 1 && utility[0] === '-' ? utility.slice(1) : utility;
  const whole = wholeClasses.get(name);
  if (whole) return whole;
  for (let end = name.lastIndexOf('-'); end > 0; end = name.lastIndexOf('-', end - 1)) {
    const rest = name.slice(end + 1);
    const found = testsByPrefix.get(name.slice(0, end))?.find(([test]) => test(rest));
    if (found) return found[1];
  }
  return undefined;
}

/** Variants before the utility, whether it is `!important`, and where an `/…` modifier starts. */
function parse(className: string) {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  let slash = -1;
  for (let index = 0; index < className.length; index++) {
    const character = className[index];
    if (depth === 0 && character === ':') {
      variants.push(className.slice(start, index));
      start = index + 1;
    } else if (depth === 0 && character === '/') {
      slash = index;
    } else if (character === '[' || character === '(') {
      depth++;
    } else if (character === ']' || character === ')') {
      depth--;
    }
  }
  let utility = className.slice(start);
  const important = utility.endsWith('!') || utility.startsWith('!');
  if (important) utility = utility.endsWith('!') ? utility.slice(0, -1) : utility.slice(1);
  return { variants, important, utility, modifierAt: slash > start ? slash - start : 0 };
}

const orderSensitiveVariants = new Set([
  '*',
  '**',
  'after',
  'backdrop',
  'before',
  'details-content',
  'file',
  'first-letter',
  'first-line',
  'marker',
  'placeholder',
  'selection',
]);

/** Variants sorted, except that an arbitrary variant and those after it keep their place. */
function variantKey(variants: string[]): string {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant[0] === '[' || orderSensitiveVariants.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else {
      run.push(variant);
    }
  }
  return [...sorted, ...run.sort()].join(':');
}

function merge(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classNames = classList.trim().split(/\s+/);
  for (let index = classNames.length - 1; index >= 0; index--) {
    const className = classNames[index]!;
    const { variants, important, utility, modifierAt } = parse(className);
    // `bg-primary/90` is `bg-primary` with an opacity; `w-1/2` is a width on its own.
    const withoutModifier = modifierAt ? groupOf(utility.slice(0, modifierAt)) : undefined;
    const id = withoutModifier ?? groupOf(utility);
    if (id) {
      const scope = variantKey(variants) + (important ? '!' : '');
      if (taken.has(scope + id)) continue;
      taken.add(scope + id);
      for (const other of overrides[id] ?? []) taken.add(scope + other);
      // `text-sm/6` sets the line height too.
      if (withoutModifier === 'font-size') taken.add(`${scope}leading`);
    }
    kept.unshift(className);
  }
  return kept.join(' ');
}

const cache = new Map<string, string>();

/** The class list with each class a later one overrides taken out. */
export function mergeClasses(classList: string): string {
  let merged = cache.get(classList);
  if (merged === undefined) {
    if (cache.size >= 500) cache.clear();
    merged = merge(classList);
    cache.set(classList, merged);
  }
  return merged;
}
