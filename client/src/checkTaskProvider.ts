import * as vscode from 'vscode';

/** A `cardscript` task in tasks.json: `{ "type": "cardscript", "command": "check", "paths": ["cards"] }`. */
interface CardScriptTaskDefinition extends vscode.TaskDefinition {
  readonly type: 'cardscript';
  readonly command: 'check';
  readonly paths?: readonly string[];
}

/**
 * Runs the bundled CLI (`cardscript check`) as a task whose output the `$cardscript` problem matcher
 * reads into the Problems panel: the same check as CI, from the editor. The CLI runs on the extension
 * host's own Node (ELECTRON_RUN_AS_NODE), so no separate Node install is needed.
 */
export class CheckTaskProvider implements vscode.TaskProvider {
  static readonly type = 'cardscript';

  constructor(private readonly context: vscode.ExtensionContext) {}

  provideTasks(): vscode.Task[] {
    return (vscode.workspace.workspaceFolders ?? [])
      .filter((folder) => folder.uri.scheme === 'file')
      .map((folder) => this.taskFor({ type: 'cardscript', command: 'check' }, folder));
  }

  resolveTask(task: vscode.Task): vscode.Task | undefined {
    const definition = task.definition as Partial<CardScriptTaskDefinition>;
    if (definition.command !== 'check') return undefined;
    const folder = typeof task.scope === 'object' ? task.scope : vscode.workspace.workspaceFolders?.[0];
    if (!folder || folder.uri.scheme !== 'file') return undefined;
    return this.taskFor(definition as CardScriptTaskDefinition, folder);
  }

  private taskFor(definition: CardScriptTaskDefinition, folder: vscode.WorkspaceFolder): vscode.Task {
    const cli = this.context.asAbsolutePath('dist/cli.js');
    const paths = Array.isArray(definition.paths) ? definition.paths.filter((p) => typeof p === 'string') : [];
    const execution = new vscode.ProcessExecution(process.execPath, [cli, 'check', ...paths], {
      cwd: folder.uri.fsPath,
      env: { ELECTRON_RUN_AS_NODE: '1' },
    });
    const task = new vscode.Task(definition, folder, 'check', 'cardscript', execution, '$cardscript');
    task.group = vscode.TaskGroup.Build;
    task.detail = `cardscript check ${paths.join(' ') || '.'}`;
    return task;
  }
}
