// What each stage may hold (syntax.ts, kernels.ts): a 'soacs' program has SOACs and no kernels; a
// 'kernels' program has every SOAC outside lambdas wrapped in a kernel whose plan fits it, so no
// renderer meets a SOAC without a strategy. Lambdas hold scalar code in every stage.
import type { FoldStrategy, KernelExp } from './kernels.js';
import type { Body, Program, Stage } from './syntax.js';
// the output effect's own check, which validate.ts imports with this module's to stay within its size
export { outputResults } from './validate-output.js';

const SOAC_TAGS = new Set(['map', 'redomap', 'scanomap', 'scatter', 'rearrange']);
const PLAN_FOR: Record<KernelExp['soac']['tag'], KernelExp['plan']['kind']> = { map: 'segmap', redomap: 'segred', scanomap: 'segscan', scatter: 'scatter', rearrange: 'transpose' };

export function validateStage(p: Program<Stage>): readonly string[] {
  const problems: string[] = [];
  const body = (b: Body, where: string): void => {
    b.stmts.forEach((s, i) => {
      const at = `${where} statement ${i + 1} (${s.names.map((n) => n.name).join(', ') || s.exp.tag})`;
      const e = s.exp;
      if (e.tag === 'kernel') {
        if (p.stage === 'soacs') problems.push(`${at}: a kernel in a 'soacs' program (kernelize runs after fusion)`);
        if (PLAN_FOR[e.soac.tag] !== e.plan.kind) problems.push(`${at}: a ${e.plan.kind} plan for a ${e.soac.tag}`);
        problems.push(...planProblems(e.plan).map((m) => `${at}: ${m}`));
      } else if (SOAC_TAGS.has(e.tag) && p.stage !== 'soacs') {
        problems.push(`${at}: a ${e.tag} with no kernel plan in a '${p.stage}' program`);
      } else if (e.tag === 'if') {
        body(e.then, `${at} then`);
        body(e.else, `${at} else`);
      } else if (e.tag === 'loop') {
        if (e.form.k === 'while') body(e.form.cond, `${at} condition`);
        body(e.body, `${at} body`);
      }
    });
  };
  body(p.body, 'program');
  if (p.stage !== 'soacs' && p.profile === undefined) problems.push(`a '${p.stage}' program names no device profile`);
  return problems;
}

const isPow2 = (n: number): boolean => Number.isInteger(n) && n > 0 && (n & (n - 1)) === 0;

function planProblems(plan: KernelExp['plan']): string[] {
  if (plan.kind === 'segmap' || plan.kind === 'scatter') return isPow2(plan.workgroup) && plan.workgroup <= 256 ? [] : [`workgroup size ${plan.workgroup}`];
  if (plan.kind === 'transpose') {
    const s = plan.strategy;
    // a workgroup is tile × rows invocations, each copying tile ÷ rows rows of the tile
    return s.k === 'gather' || (isPow2(s.tile) && isPow2(s.rows) && s.rows <= s.tile && s.tile * s.rows <= 256) ? [] : [`transpose tile ${s.tile} by ${s.rows} rows`];
  }
  const out: string[] = [];
  if (plan.variants.length === 0 || plan.variants[plan.variants.length - 1]!.when.k !== 'always') out.push('the last fold variant is not unconditional');
  for (const v of plan.variants) out.push(...strategyProblems(v.strategy));
  return out;
}

function strategyProblems(s: FoldStrategy): string[] {
  if (s.k === 'tiled') {
    const [ti, tj] = s.tile;
    const [ri, rj] = s.perThread;
    const ok = ti % ri === 0 && tj % rj === 0 && isPow2((ti / ri) * (tj / rj)) && (ti / ri) * (tj / rj) <= 256 && s.depth >= 1;
    return ok ? [] : [`tiled ${ti}×${tj} by ${ri}×${rj} an invocation (a power of two ≤ 256 invocations)`];
  }
  if (s.k === 'lookback') {
    const ok = isPow2(s.workgroup) && s.workgroup <= 256 && Number.isInteger(s.perThread) && s.perThread >= 1 && Number.isInteger(s.spins) && s.spins >= 1;
    return ok ? [] : [`look-back scan: workgroup ${s.workgroup}, ${s.perThread} elements a thread, ${s.spins} looks`];
  }
  if (s.k !== 'cooperative') return [];
  const out: string[] = [];
  // the workgroup tree halves its width each step and the kernels index workgroup memory by it
  if (!isPow2(s.workgroup) || s.workgroup > 256) out.push(`cooperative workgroup size ${s.workgroup} (a power of two ≤ 256)`);
  if (!Number.isInteger(s.perThread) || s.perThread < 1) out.push(`cooperative perThread ${s.perThread}`);
  return out;
}
