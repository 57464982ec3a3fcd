// Findings that are known, documented deviations, which `npm run fuzz` counts but does not fail on.
// Each entry names the deviation and where it is written down; an entry is removed when it is fixed.
export interface AllowedFinding {
  readonly name: string;
  /** where the deviation is documented (the README's section, an issue) */
  readonly documented: string;
  matches(finding: string, text: string): boolean;
}

export const ALLOWED: readonly AllowedFinding[] = [];

export function allowedAs(finding: string, text: string): AllowedFinding | null {
  return ALLOWED.find((a) => a.matches(finding, text)) ?? null;
}
