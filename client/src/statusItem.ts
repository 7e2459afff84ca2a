import * as vscode from 'vscode';
import { type BaseLanguageClient as LanguageClient, State } from 'vscode-languageclient';
import { VALIDATED_NOTIFICATION, type ValidatedParams } from '../../server/src/lsp/customProtocol';
import { LANGUAGE_ID } from './languageClientOptions';
import { notice } from './notifications';

/**
 * The language status item (the vscode-eslint lesson): the server's state, and how long the last
 * validation of the active document took, from the server's `cardscript/validated` notification.
 */
export class ServerStatusItem implements vscode.Disposable {
  private readonly item: vscode.LanguageStatusItem;
  private readonly lastValidation = new Map<string, ValidatedParams>();
  private readonly disposables: vscode.Disposable[] = [];
  // The client is created just before it starts: show "starting" rather than a "stopped" flash.
  private state: State = State.Starting;

  constructor(client: LanguageClient) {
    this.item = vscode.languages.createLanguageStatusItem('cardscript.server', { language: LANGUAGE_ID });
    this.item.name = 'CardScript Language Server';
    this.item.command = { title: 'Show Output', command: 'cardscript.showOutput' };
    this.disposables.push(
      this.item,
      client.onDidChangeState((event) => {
        this.state = event.newState;
        this.render();
      }),
      client.onNotification(VALIDATED_NOTIFICATION, (params: ValidatedParams) => {
        this.lastValidation.set(params.uri, params);
        this.render();
      }),
      vscode.window.onDidChangeActiveTextEditor(() => this.render()),
      vscode.workspace.onDidCloseTextDocument((document) => this.lastValidation.delete(document.uri.toString())),
    );
    this.render();
  }

  private render(): void {
    if (this.state === State.Starting) {
      this.item.text = '$(sync~spin) CardScript: starting';
      this.item.detail = undefined;
      this.item.severity = vscode.LanguageStatusSeverity.Information;
      this.item.busy = true;
      return;
    }
    this.item.busy = false;
    if (this.state === State.Stopped) {
      this.item.text = '$(error) CardScript: stopped';
      this.item.detail = 'Run "CardScript: Restart Language Server"';
      this.item.severity = vscode.LanguageStatusSeverity.Error;
      this.item.command = { title: 'Restart', command: 'cardscript.restartServer' };
      return;
    }
    this.item.severity = vscode.LanguageStatusSeverity.Information;
    this.item.command = { title: 'Show Output', command: 'cardscript.showOutput' };
    const uri = vscode.window.activeTextEditor?.document.uri.toString();
    const validated = uri ? this.lastValidation.get(uri) : undefined;
    this.item.text = '$(check) CardScript';
    this.item.detail = validated ? notice`validated in ${formatDuration(validated.durationMs)}` : 'running';
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }
}

export function formatDuration(ms: number): string {
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}
