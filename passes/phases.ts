// Phases: where a program must stop and read a few numbers back from the device before it can
// go on. A size (or a branch condition, a loop count, a run-time check) that is computed from
// data on the device cuts the program there: the host reads it back, then allocates and launches
// the next phase. This analysis follows the executor's rules: scalars computed by SOACs live on
// the device; scalar arithmetic on them stays there; control and sizes need them on the host.
import type { Atom, Body, Exp, Program, Size, SrcLoc, Stage, Stmt } from '../core-ir/syntax.js';
import type { KernelPlan } from '../core-ir/kernels.js';

export interface PlannedKernel {
  /** the IR construct */
  readonly op: string;
  /** iteration or result shape, as IR sizes */
  readonly shape: string;
  readonly loc: SrcLoc | null;
  /** the names it binds */
  readonly binds: readonly string[];
  /** kernels stage: the kernel's plan and the iteration shape it runs over */
  readonly plan?: KernelPlan;
  readonly iteration?: readonly Size[];
}

export interface ReadBack {
  readonly name: string;
  readonly why: 'size' | 'condition' | 'loop count' | 'check' | 'operand';
  readonly loc: SrcLoc | null;
}

export interface Phase {
  readonly kernels: readonly PlannedKernel[];
  /** the values read back at the end of this phase, which the next one needs */
  readonly readBacks: readonly ReadBack[];
}

const KERNEL_OPS = new Set<Exp['tag']>(['map', 'redomap', 'scanomap', 'iota', 'replicate', 'rearrange', 'reverse', 'rotate', 'concat', 'window', 'gather', 'scatter']);

const showSize = (s: Size): string => (s.k === 'const' ? String(s.n) : s.name);
const showShape = (ss: readonly Size[]): string => `[${ss.map(showSize).join(',')}]`;

export function planPhases(p: Program<Stage>): Phase[] {
  const device = new Set<string>();
  const onHost = new Set<string>(p.sizeParams);
  const phases: Phase[] = [];
  let kernels: PlannedKernel[] = [];
  let reads: ReadBack[] = [];
  const need = (a: Atom | Size | undefined, why: ReadBack['why'], loc: SrcLoc | null): void => {
    if (!a) return;
    const name = 'name' in a && (a.k === 'var') ? a.name : null;
    if (name === null || !device.has(name) || onHost.has(name)) return;
    // a read-back ends the phase that computed the value
    reads.push({ name, why, loc });
    onHost.add(name);
    phases.push({ kernels, readBacks: reads });
    kernels = [];
    reads = [];
  };
  const body = (b: Body, loc: SrcLoc | null): void => {
    for (const s of b.stmts) stmt(s, s.loc ?? loc);
  };
  const stmt = (s: Stmt, loc: SrcLoc | null): void => {
    // a kernel is planned like the SOAC it runs
    const kernel = s.exp.tag === 'kernel' ? s.exp : null;
    const e = kernel?.soac ?? s.exp;
    // sizes of what this statement makes must be known on the host first
    for (const n of s.names) for (const d of n.type.shape) need(d, 'size', loc);
    if ('shape' in e && Array.isArray(e.shape)) for (const d of e.shape as readonly Size[]) need(d, 'size', loc);
    switch (e.tag) {
      case 'if':
        need(e.cond, 'condition', loc);
        body(e.then, loc);
        body(e.else, loc);
        break;
      case 'loop':
        if (e.form.k === 'for') need(e.form.count, 'loop count', loc);
        else {
          body(e.form.cond, loc);
          for (const r of e.form.cond.results) need(r, 'condition', loc);
        }
        body(e.body, loc);
        break;
      case 'assert':
        need(e.cond, 'check', loc);
        break;
      case 'rotate':
        need(e.amount, 'operand', loc);
        break;
      case 'window':
        e.offsets.forEach((o) => need(o, 'operand', loc));
        break;
      default:
        break;
    }
    const isScalarOp = e.tag === 'un' || e.tag === 'bin' || e.tag === 'select' || e.tag === 'atom';
    if (KERNEL_OPS.has(e.tag)) {
      const shape = 'shape' in e && Array.isArray(e.shape) ? showShape(e.shape as readonly Size[]) : showShape(s.names[0]?.type.shape ?? []);
      // a rearrange's iteration is its result
      const planned = kernel === null ? {} : { plan: kernel.plan, iteration: 'shape' in e && Array.isArray(e.shape) ? (e.shape as readonly Size[]) : (s.names[0]?.type.shape ?? []) };
      kernels.push({ op: kernel?.plan.kind ?? e.tag, shape, loc, binds: s.names.map((n) => n.name), ...planned });
      // a reduction to a scalar leaves it on the device
      for (const n of s.names) if (n.type.shape.length === 0) device.add(n.name);
    } else if (isScalarOp) {
      const operands: Atom[] = e.tag === 'un' ? [e.arg] : e.tag === 'bin' ? [e.left, e.right] : e.tag === 'select' ? [e.cond, e.then, e.else] : [e.atom];
      if (operands.some((a) => a.k === 'var' && device.has(a.name) && !onHost.has(a.name))) {
        kernels.push({ op: `scalar ${e.tag === 'un' || e.tag === 'bin' ? e.op : e.tag}`, shape: '[]', loc, binds: s.names.map((n) => n.name) });
        for (const n of s.names) device.add(n.name);
      }
    } else if (e.tag === 'index') {
      for (const n of s.names) device.add(n.name);
    }
  };
  body(p.body, null);
  phases.push({ kernels, readBacks: reads });
  return phases;
}

/** The phases as text; `detail` adds lines under a kernel (its plan, `aplc plan`). */
export function showPhases(phases: readonly Phase[], detail?: (k: PlannedKernel) => readonly string[]): string {
  const out: string[] = [];
  const where = (l: SrcLoc | null): string => (l ? `${l.file}:${l.line}:${l.col}` : '');
  const known = new Set<string>();
  phases.forEach((ph, i) => {
    out.push(`phase ${i + 1}${known.size ? ` (sizes and values read back so far: ${[...known].join(', ')})` : ''}: ${ph.kernels.length} kernel${ph.kernels.length === 1 ? '' : 's'}`);
    for (const k of ph.kernels) {
      out.push(`  ${k.op.padEnd(14)} ${k.shape.padEnd(14)} ${where(k.loc)}${k.binds.length ? `  → ${k.binds.join(', ')}` : ''}`);
      for (const l of detail?.(k) ?? []) out.push(`      ${l}`);
    }
    for (const r of ph.readBacks) {
      out.push(`  read back ${r.name} (${r.why === 'size' ? 'it fixes the next sizes' : r.why === 'check' ? 'a run-time check' : `a ${r.why}`}) ${where(r.loc)}`);
      known.add(r.name);
    }
  });
  return out.join('\n');
}
