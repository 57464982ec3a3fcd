// The playground page's behaviour: the language bar and backtick keymap in the editor, the check
// as the user types (debounced), the shape under the cursor, Run, and the tabs. The page's
// elements are in index.html; everything computed here comes from the modules beside this one,
// which the tests run without a browser.
import type { Backend } from '../cli/driver.js';
import { chooseProfile, type ProfileChoice } from '../cli/profile-choice.js';
import { acquireGpu, describeGpu } from '../gpu/device.js';
import { checkView, shapeAt, type CheckView } from './check-view.js';
import { compileView } from './compile-view.js';
import { barLabel, expandBeforeCursor, insertAt, languageBar } from './glyph-input.js';
import { runView } from './run-view.js';

const BACKENDS: readonly Backend[] = ['auto', 'webgpu', 'cpu', 'interp'];

/** The backend chosen in the page (its options are the backends; anything else is auto). */
function chosenBackend(value: string): Backend {
  return BACKENDS.find((b) => b === value) ?? 'auto';
}

/** How long typing must pause before the program is checked again. */
const CHECK_DELAY_MS = 250;

function element<T extends HTMLElement>(id: string, type: new () => T): T {
  const e = document.getElementById(id);
  if (!(e instanceof type)) throw new Error(`the page has no #${id}`);
  return e;
}

const source = element('source', HTMLTextAreaElement);
const runButton = element('run', HTMLButtonElement);
const backendChoice = element('backend', HTMLSelectElement);
const errors = element('errors', HTMLElement);
const result = element('result', HTMLElement);
const ran = element('ran', HTMLElement);
const shape = element('shape', HTMLElement);
const device = element('device', HTMLElement);
const panels = { phases: element('panel-phases', HTMLElement), ir: element('panel-ir', HTMLElement), wgsl: element('panel-wgsl', HTMLElement) };

/** The device profile kernels are planned for; found once, when the page opens. */
let profile: ProfileChoice | null = null;
let checked: CheckView | null = null;
let pending: ReturnType<typeof setTimeout> | null = null;

function setEditor(text: string, cursor: number): void {
  source.value = text;
  source.setSelectionRange(cursor, cursor);
}

function showShape(): void {
  const at = checked !== null && checked.text === source.value ? shapeAt(checked, source.selectionStart) : null;
  shape.textContent = at === null ? '' : `shape: ${at}`;
}

function check(): void {
  pending = null;
  checked = checkView(source.value);
  errors.textContent = checked.errors;
  showShape();
  if (profile === null) return;
  const views = checked.errors === '' ? compileView(source.value, profile) : null;
  const stale = 'the program does not check: see the errors above';
  panels.phases.textContent = views?.phases ?? stale;
  panels.ir.textContent = views?.ir ?? stale;
}

function checkSoon(): void {
  if (pending !== null) clearTimeout(pending);
  pending = setTimeout(check, CHECK_DELAY_MS);
}

async function run(): Promise<void> {
  runButton.disabled = true;
  result.classList.remove('failed');
  result.textContent = 'running…';
  try {
    const r = await runView(source.value, chosenBackend(backendChoice.value));
    result.textContent = r.result === '' ? '(no value to show: the last statement is an assignment)' : r.result;
    result.classList.toggle('failed', r.failed);
    ran.textContent = r.ranOn.replace(/^aplc: /, 'ran on ');
    panels.wgsl.textContent = r.wgsl;
  } catch (e) {
    result.textContent = `aplc: internal error (please report it): ${e instanceof Error ? e.message : String(e)}`;
    result.classList.add('failed');
  } finally {
    runButton.disabled = false;
  }
}

function buildBar(): void {
  const bar = element('bar', HTMLElement);
  for (const g of languageBar()) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = g.glyph;
    b.title = barLabel(g);
    b.setAttribute('aria-label', barLabel(g));
    // keep the editor's focus and selection: the glyph goes where the cursor is
    b.addEventListener('mousedown', (e) => e.preventDefault());
    b.addEventListener('click', () => {
      const next = insertAt(source.value, source.selectionStart, source.selectionEnd, g.glyph);
      setEditor(next.text, next.cursor);
      source.focus();
      checkSoon();
    });
    bar.append(b);
  }
}

function selectTab(tab: HTMLElement): void {
  for (const t of document.querySelectorAll<HTMLElement>('[role=tab]')) {
    const selected = t === tab;
    t.setAttribute('aria-selected', String(selected));
    t.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
    if (panel !== null) panel.hidden = !selected;
  }
}

/** Tabs as the ARIA authoring practices have them: click, or the arrow keys, Home and End. */
function wireTabs(): void {
  const tabs = [...document.querySelectorAll<HTMLElement>('[role=tab]')];
  tabs.forEach((tab, i) => {
    tab.addEventListener('click', () => selectTab(tab));
    tab.addEventListener('keydown', (e) => {
      const to = e.key === 'ArrowRight' ? (i + 1) % tabs.length : e.key === 'ArrowLeft' ? (i + tabs.length - 1) % tabs.length : e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : null;
      if (to === null) return;
      e.preventDefault();
      selectTab(tabs[to]!);
      tabs[to]!.focus();
    });
  });
}

source.addEventListener('input', (e) => {
  if ((e as InputEvent).inputType === 'insertText') {
    const expanded = expandBeforeCursor({ text: source.value, cursor: source.selectionStart });
    if (expanded !== null) setEditor(expanded.text, expanded.cursor);
  }
  checkSoon();
});
source.addEventListener('keydown', (e) => {
  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
    e.preventDefault();
    void run();
  }
});
for (const event of ['keyup', 'click', 'select', 'focus']) source.addEventListener(event, showShape);
runButton.addEventListener('click', () => void run());
buildBar();
wireTabs();
check();

void (async () => {
  const ctx = await acquireGpu();
  device.textContent = ctx === null ? 'No WebGPU adapter in this browser: programs run on the cpu backend (JavaScript kernels).' : `Running on ${describeGpu(ctx)}.`;
  profile = await chooseProfile();
  check();
})();
