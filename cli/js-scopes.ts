// Lexical scopes of a JavaScript or TypeScript file, enough to tell which declaration a name at a
// place refers to (issue 17: `aplc check` reads an unsigned template's argument types from typed
// variables at its calls, so `f(x)` must find the `x` in scope there, not any `x` of the file).
//
// Functions (their parameters), blocks, `for` heads, `catch` clauses and class static blocks open
// scopes; `var` and function declarations belong to the nearest function scope, `let`, `const` and
// classes to the block. Every name of a scope is visible in all of it (no temporal dead zone):
// the nearest declaration wins, which is what a correct program sees. A name declared nowhere in
// the file resolves to nothing.
import type { Expression, Identifier, LVal, Node, TSType } from '@babel/types';

/** What a declaration says about its name's value. */
export interface Binding {
  readonly kind: 'const' | 'let' | 'var' | 'param' | 'other';
  /** the initializer of a declarator, or a parameter's default value */
  readonly init: Expression | null;
  /** the declared TypeScript type, when written */
  readonly annotation: TSType | null;
  /** assigned to after its declaration (`x = …`, `x += …`, `x++`, a `for (x of …)` head) */
  reassigned: boolean;
}

class Scope {
  readonly names = new Map<string, Binding>();
  constructor(
    readonly parent: Scope | null,
    readonly isFunction: boolean,
  ) {}

  lookup(name: string): Binding | null {
    for (let s: Scope | null = this; s !== null; s = s.parent) {
      const b = s.names.get(name);
      if (b !== undefined) return b;
    }
    return null;
  }

  functionScope(): Scope {
    let s: Scope = this;
    while (!s.isFunction && s.parent !== null) s = s.parent;
    return s;
  }
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'ObjectMethod', 'ClassMethod', 'ClassPrivateMethod', 'TSDeclareFunction', 'TSDeclareMethod']);
const BLOCKS = new Set(['BlockStatement', 'ForStatement', 'ForInStatement', 'ForOfStatement', 'SwitchStatement', 'CatchClause', 'StaticBlock']);
const SKIPPED_KEYS = new Set(['loc', 'leadingComments', 'trailingComments', 'innerComments', 'extra']);

function isNode(v: unknown): v is Node {
  return typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string';
}

function annotationOf(id: Node): TSType | null {
  const a = (id as { typeAnnotation?: Node | null }).typeAnnotation;
  return a?.type === 'TSTypeAnnotation' ? a.typeAnnotation : null;
}

/** The identifiers a pattern binds: `x`, `x = 1`, `...x`, `{ a, b: [c] }`. */
function* patternNames(p: Node): Generator<{ id: Identifier; init: Expression | null }> {
  if (p.type === 'Identifier') yield { id: p, init: null };
  else if (p.type === 'AssignmentPattern') {
    if (p.left.type === 'Identifier') yield { id: p.left, init: p.right };
    else yield* patternNames(p.left);
  } else if (p.type === 'RestElement') yield* patternNames(p.argument);
  else if (p.type === 'ArrayPattern') for (const e of p.elements) e !== null && (yield* patternNames(e));
  else if (p.type === 'ObjectPattern')
    for (const prop of p.properties) yield* patternNames(prop.type === 'RestElement' ? prop : (prop.value as Node));
  else if (p.type === 'TSParameterProperty') yield* patternNames(p.parameter);
}

/** The names of a file and, for every node, the scope it is in. */
export class Scopes {
  private readonly scopeAt = new Map<Node, Scope>();

  constructor(program: Node) {
    const top = new Scope(null, true);
    const assigned: { id: Identifier; scope: Scope }[] = [];
    const stack: { node: Node; scope: Scope }[] = [{ node: program, scope: top }];
    while (stack.length > 0) {
      const { node, scope } = stack.pop()!;
      this.scopeAt.set(node, scope);
      const inner = this.declare(node, scope, assigned);
      const children: Node[] = [];
      for (const [key, value] of Object.entries(node)) {
        if (SKIPPED_KEYS.has(key)) continue;
        if (Array.isArray(value)) for (const v of value) isNode(v) && children.push(v);
        else if (isNode(value)) children.push(value);
      }
      for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!, scope: inner });
    }
    // after every declaration is known, since `var` and functions are visible before theirs
    for (const { id, scope } of assigned) {
      const b = scope.lookup(id.name);
      if (b !== null) b.reassigned = true;
    }
  }

  /** Declares what `node` binds, and returns the scope its children are in. */
  private declare(node: Node, scope: Scope, assigned: { id: Identifier; scope: Scope }[]): Scope {
    const bind = (into: Scope, id: Identifier, b: Omit<Binding, 'reassigned'>): void => {
      into.names.set(id.name, { ...b, reassigned: false });
    };
    if (FUNCTIONS.has(node.type)) {
      const fn = node as Node & { id?: Identifier | null; params: Node[] };
      const inner = new Scope(scope, true);
      // a declaration's name is its scope's; a function expression's name is its own
      if (fn.id) bind(node.type === 'FunctionExpression' ? inner : scope.functionScope(), fn.id, { kind: 'other', init: null, annotation: null });
      for (const p of fn.params) for (const { id, init } of patternNames(p)) bind(inner, id, { kind: 'param', init, annotation: annotationOf(id) });
      return inner;
    }
    if (node.type === 'VariableDeclaration') {
      const into = node.kind === 'var' ? scope.functionScope() : scope;
      const kind = node.kind === 'const' ? 'const' : node.kind === 'var' ? 'var' : 'let';
      for (const d of node.declarations) {
        if (d.id.type === 'Identifier') bind(into, d.id, { kind, init: d.init ?? null, annotation: annotationOf(d.id) });
        else for (const { id } of patternNames(d.id)) bind(into, id, { kind: 'other', init: null, annotation: null });
      }
      return scope;
    }
    if ((node.type === 'ClassDeclaration' || node.type === 'TSEnumDeclaration') && node.id) bind(scope, node.id, { kind: 'other', init: null, annotation: null });
    if (node.type === 'ImportSpecifier' || node.type === 'ImportDefaultSpecifier' || node.type === 'ImportNamespaceSpecifier') bind(scope, node.local, { kind: 'other', init: null, annotation: null });
    if (node.type === 'AssignmentExpression' || node.type === 'ForOfStatement' || node.type === 'ForInStatement') {
      const target: LVal | Node = node.left;
      for (const { id } of patternNames(target)) assigned.push({ id, scope });
    }
    if (node.type === 'UpdateExpression' && node.argument.type === 'Identifier') assigned.push({ id: node.argument, scope });
    if (BLOCKS.has(node.type)) {
      const inner = new Scope(scope, false);
      if (node.type === 'CatchClause' && node.param) for (const { id } of patternNames(node.param)) bind(inner, id, { kind: 'other', init: null, annotation: null });
      return inner;
    }
    return scope;
  }

  /** The declaration `id` refers to where it stands, or null when the file declares none. */
  resolve(id: Identifier): Binding | null {
    return this.scopeAt.get(id)?.lookup(id.name) ?? null;
  }
}
