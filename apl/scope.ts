// Name classes. APL's grammar depends on whether a name holds an array, a function or an
// operator, so the parser tracks what each name was last bound to, in statement order and with
// lexical scope: a dfn body sees the enclosing scopes as they were where the dfn was written.

export type NameClass = 'array' | 'fn' | 'monadicOp' | 'dyadicOp';

export class Scope {
  private readonly names = new Map<string, NameClass>();

  constructor(private readonly parent: Scope | null) {}

  /** The class of a name; an unknown name is an array (a VALUE ERROR is the checker's to report). */
  lookup(name: string): NameClass {
    return this.names.get(name) ?? this.parent?.lookup(name) ?? 'array';
  }

  define(name: string, cls: NameClass): void {
    this.names.set(name, cls);
  }

  child(): Scope {
    return new Scope(this);
  }
}
