// `aplc check --format sarif`: a SARIF 2.1.0 log, what GitHub code scanning (and other viewers)
// read. One rule per APL error class; one result per diagnostic, with the places the shapes came
// from as related locations. Columns are code points, as aplc counts them, and the log says so.
import type { Span } from '../apl/ast.js';
import type { Diagnostic, ErrorClass } from '../apl/diagnostics.js';

/** The parts of the SARIF 2.1.0 object model that aplc writes. */
export interface SarifLog {
  readonly $schema: string;
  readonly version: '2.1.0';
  readonly runs: readonly SarifRun[];
}

export interface SarifRun {
  readonly tool: { readonly driver: SarifDriver };
  readonly columnKind: 'unicodeCodePoints';
  readonly originalUriBaseIds: { readonly [id: string]: { readonly uri: string } };
  readonly artifacts: readonly { readonly location: ArtifactLocation; readonly sourceLanguage?: string }[];
  readonly results: readonly SarifResult[];
}

export interface SarifDriver {
  readonly name: string;
  readonly version: string;
  readonly rules: readonly SarifRule[];
}

export interface SarifRule {
  readonly id: string;
  readonly name: string;
  readonly shortDescription: { readonly text: string };
  readonly defaultConfiguration: { readonly level: 'error' };
}

export interface ArtifactLocation {
  readonly uri: string;
  readonly uriBaseId?: string;
  readonly index?: number;
}

export interface Region {
  readonly startLine: number;
  readonly startColumn: number;
  readonly endLine: number;
  readonly endColumn: number;
}

export interface SarifLocation {
  readonly id?: number;
  readonly physicalLocation: { readonly artifactLocation: ArtifactLocation; readonly region?: Region };
  readonly message?: { readonly text: string };
}

export interface SarifResult {
  readonly ruleId: string;
  readonly ruleIndex: number;
  readonly level: 'error';
  readonly message: { readonly text: string };
  readonly locations: readonly SarifLocation[];
  readonly relatedLocations?: readonly SarifLocation[];
}

const SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const SRCROOT = '%SRCROOT%';

const CLASS_TEXT: { readonly [C in ErrorClass]: string } = {
  SYNTAX: 'the source does not parse',
  VALUE: 'a name has no value',
  RANK: 'an array has a rank the operation does not take',
  LENGTH: 'array lengths do not agree',
  DOMAIN: 'a value is outside the domain of the operation',
  INDEX: 'an index is out of range',
  AXIS: 'an axis does not exist',
  NONCE: 'not supported by aplc yet',
  FILE: 'a file could not be read',
  'FILE NAME': 'a file the program reads (⎕NGET) could not be read',
  LIMIT: 'an implementation or GPU limit was reached',
};

function ruleOf(cls: ErrorClass): SarifRule {
  const name = cls.split(' ').map((w) => w.charAt(0) + w.slice(1).toLowerCase()).join('') + 'Error';
  return { id: `aplc/${cls.toLowerCase().replace(/ /g, '-')}-error`, name, shortDescription: { text: `${cls} ERROR: ${CLASS_TEXT[cls]}` }, defaultConfiguration: { level: 'error' } };
}

function region(s: Span): Region {
  // A zero-width span still marks one column: SARIF's endColumn is exclusive.
  const sameLine = s.end.line === s.start.line;
  return { startLine: s.start.line, startColumn: s.start.col, endLine: s.end.line, endColumn: sameLine ? Math.max(s.end.col, s.start.col + 1) : s.end.col };
}

/** A file name as a URI reference: relative paths against %SRCROOT%, absolute ones as file URIs. */
function artifactUri(file: string): { uri: string; relative: boolean } {
  const slashed = file.replace(/\\/g, '/');
  if (/^[A-Za-z]:\//.test(slashed)) return { uri: 'file:///' + encodeURI(slashed), relative: false };
  if (slashed.startsWith('/')) return { uri: 'file://' + encodeURI(slashed), relative: false };
  return { uri: encodeURI(slashed.replace(/^\.\//, '')), relative: true };
}

function languageOf(file: string): string | undefined {
  if (/\.tsx?$|\.[cm]ts$/i.test(file)) return 'typescript';
  if (/\.jsx?$|\.[cm]js$/i.test(file)) return 'javascript';
  if (/\.apl[afno]?$/i.test(file)) return 'apl';
  return undefined;
}

/**
 * The SARIF log of a check. `root` is the directory relative paths are relative to (a file URI
 * ending in '/'), recorded as %SRCROOT% so a viewer can find the files.
 */
export function toSarif(files: readonly { readonly file: string; readonly diagnostics: readonly Diagnostic[] }[], opts: { version: string; root: string }): SarifLog {
  const classes = [...new Set(files.flatMap((f) => f.diagnostics.map((d) => d.cls)))].sort();
  const rules = classes.map(ruleOf);
  const artifacts = files.map((f) => {
    const a = artifactUri(f.file);
    const lang = languageOf(f.file);
    return { location: a.relative ? { uri: a.uri, uriBaseId: SRCROOT } : { uri: a.uri }, ...(lang ? { sourceLanguage: lang } : {}) };
  });
  const results: SarifResult[] = [];
  files.forEach((f, index) => {
    const artifactLocation: ArtifactLocation = { ...artifacts[index]!.location, index };
    const at = (s: Span | null): SarifLocation['physicalLocation'] => (s ? { artifactLocation, region: region(s) } : { artifactLocation });
    for (const d of f.diagnostics) {
      const related = d.related.filter((r) => r.span !== null).map((r, i) => ({ id: i + 1, physicalLocation: at(r.span), message: { text: r.message } }));
      const notes = d.related.filter((r) => r.span === null).map((r) => `\n${r.message}`).join('');
      results.push({
        ruleId: ruleOf(d.cls).id,
        ruleIndex: classes.indexOf(d.cls),
        level: 'error',
        message: { text: `${d.cls} ERROR: ${d.message}${notes}` },
        locations: [{ physicalLocation: at(d.span) }],
        ...(related.length > 0 ? { relatedLocations: related } : {}),
      });
    }
  });
  return {
    $schema: SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'aplc', version: opts.version, rules } },
        columnKind: 'unicodeCodePoints',
        originalUriBaseIds: { [SRCROOT]: { uri: opts.root } },
        artifacts,
        results,
      },
    ],
  };
}
