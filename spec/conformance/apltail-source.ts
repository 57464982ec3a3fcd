// apltail prints a program's last value even when its last statement is an assignment; our driver
// prints only an expression's value. So the runner appends the assigned name as a final statement.

const ASSIGNED_NAME = /^\s*([A-Za-z_∆⍙][A-Za-z0-9_∆⍙]*)\s*←/;

/** The code of a line without its comment (a `⍝` outside quotes starts one). */
function withoutComment(line: string): string {
  let inQuote = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === "'") inQuote = !inQuote;
    else if (c === '⍝' && !inQuote) return line.slice(0, i);
  }
  return line;
}

/** The name the last statement assigns at top level, or null when it is not an assignment. */
export function finalAssignment(source: string): string | null {
  const code = source.split(/\r?\n/).map(withoutComment).filter((l) => l.trim() !== '');
  const last = code[code.length - 1];
  if (last === undefined) return null;
  // Several statements on one line: the last one counts.
  const statements = last.split('⋄');
  const m = ASSIGNED_NAME.exec(statements[statements.length - 1]!);
  return m ? m[1]! : null;
}

/** The source as the runner compiles it: unchanged, or with the final assignment's name appended. */
export function withFinalValue(source: string): string {
  const name = finalAssignment(source);
  return name === null ? source : `${source.replace(/\s*$/, '')}\n${name}\n`;
}
