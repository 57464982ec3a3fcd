// fuse (scalars): scalar code on values that live on the GPU (a reduction's result, an element
// read by index) becomes a map over the empty shape, one invocation, so that fusion can merge a
// chain of such statements into one kernel. Left alone, the executor runs each one as a kernel of
// its own (gpu/exec.ts); scalars the host knows (constants, sizes, arithmetic on them) stay host
// code, which costs nothing.
import type { Atom, Body, Elem, Exp, Param, Program, Stmt } from '../core-ir/syntax.js';
import { FreshNames, mapNestedBodies, Renamer } from './ir-names.js';

export function fuseScalars(p: Program<'soacs'>): Program<'soacs'> {
  const f = new ScalarFusion(FreshNames.forProgram(p));
  const body = f.body(p.body);
  return f.changed ? { ...p, body } : p;
}

/** Expressions whose rank-0 results are on the device. */
export const DEVICE_RESULTS = new Set<Exp['tag']>(['redomap', 'index', 'map', 'scanomap']);

class ScalarFusion {
  changed = false;
  /** scalars known to be on the device, with their element types */
  private readonly device = new Map<string, Elem>();

  constructor(private readonly fresh: FreshNames) {}

  body(b: Body): Body {
    let changed = false;
    const stmts = b.stmts.map((s) => {
      const t = this.stmt(s);
      if (t !== s) changed = true;
      return t;
    });
    return changed ? { stmts, results: b.results } : b;
  }

  private stmt(s: Stmt): Stmt {
    const e = s.exp;
    if (e.tag === 'if' || e.tag === 'loop') return mapNestedBodies(s, (b) => this.body(b));
    if (DEVICE_RESULTS.has(e.tag)) {
      for (const q of s.names) if (q.type.shape.length === 0) this.device.set(q.name, q.type.elem);
      return s;
    }
    if (e.tag !== 'un' && e.tag !== 'bin' && e.tag !== 'select') return s;
    const operands: Atom[] = e.tag === 'un' ? [e.arg] : e.tag === 'bin' ? [e.left, e.right] : [e.cond, e.then, e.else];
    const onDevice = [...new Set(operands.flatMap((a) => (a.k === 'var' && this.device.has(a.name) ? [a.name] : [])))];
    if (onDevice.length === 0) return s;
    this.changed = true;
    s.names.forEach((q) => this.device.set(q.name, q.type.elem));
    // map over [] of the device operands; the body is the statement itself, renamed
    const params: Param[] = onDevice.map((n) => ({ name: this.fresh.fresh('_e'), type: { elem: this.device.get(n)!, shape: [] } }));
    const subst = new Map<string, Atom>(onDevice.map((n, i) => [n, { k: 'var', name: params[i]!.name }]));
    const inner = new Renamer(this.fresh).stmts([{ ...s }], subst);
    return {
      ...s,
      exp: {
        tag: 'map',
        shape: [],
        arrays: onDevice,
        lambda: { params, body: inner, results: [{ k: 'var', name: inner[0]!.names[0]!.name }], resultTypes: s.names.map((q) => q.type.elem) },
      },
    };
  }
}
