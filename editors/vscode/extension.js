// Starts `aplc lsp` for .apl files and for the APL inside TypeScript and JavaScript files.
// The server is the workspace's own aplc (node_modules/aplc, the version the project checks
// with in CI), run with VS Code's Node; else `aplc` from the PATH; or the `aplc.command` setting.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { workspace, window } = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

/** @type {LanguageClient | undefined} */
let client;

/** The server: the `aplc.command` setting, the workspace's aplc, or aplc on the PATH. */
function serverOptions() {
  const configured = workspace.getConfiguration('aplc').get('command', []);
  if (Array.isArray(configured) && configured.length > 0) {
    return { command: configured[0], args: configured.slice(1), transport: TransportKind.stdio };
  }
  for (const folder of workspace.workspaceFolders ?? []) {
    const main = path.join(folder.uri.fsPath, 'node_modules', 'aplc', 'dist', 'cli', 'main.js');
    if (fs.existsSync(main)) return { module: main, args: ['lsp'], transport: TransportKind.stdio };
  }
  return { command: process.platform === 'win32' ? 'aplc.cmd' : 'aplc', args: ['lsp'], transport: TransportKind.stdio };
}

function documentSelector() {
  const languages = ['apl'];
  if (workspace.getConfiguration('aplc').get('scripts', true)) languages.push('typescript', 'typescriptreact', 'javascript', 'javascriptreact');
  return languages.flatMap((language) => [
    { scheme: 'file', language },
    { scheme: 'untitled', language },
  ]);
}

async function activate(context) {
  client = new LanguageClient('aplc', 'aplc', serverOptions(), { documentSelector: documentSelector() });
  try {
    await client.start();
  } catch (e) {
    window.showErrorMessage(`aplc: could not start the language server (${e instanceof Error ? e.message : String(e)}); install aplc in the workspace (npm install aplc) or set aplc.command`);
  }
  context.subscriptions.push({ dispose: () => client?.stop() });
}

function deactivate() {
  return client?.stop();
}

module.exports = { activate, deactivate };
