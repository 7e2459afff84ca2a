import { type ChildProcess, spawn } from 'node:child_process';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createMessageConnection,
  type DataCallback,
  Message,
  type MessageConnection,
  type PublishDiagnosticsParams,
  type ResponseMessage,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver/node';
import type { ValidatedParams } from '../../server/src/lsp/customProtocol';
import { waitFor } from '../helpers/waitFor';

/** The repository root, from out/test/protocol (compiled) or test/protocol (sources). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', __dirname.includes(`${path.sep}out${path.sep}`) ? '..' : '');
export const BUILT_SERVER = path.join(REPO_ROOT, 'dist', 'server.js');

export function fileUri(...segments: string[]): string {
  return pathToFileURL(path.join(REPO_ROOT, ...segments)).href;
}

/**
 * A minimal LSP client over real JSON-RPC: spawns `node dist/server.js --stdio`, records what the server
 * pushes (diagnostics, `cardscript/validated`, log messages) and waits for states by polling against a
 * deadline, never by sleeping a fixed time.
 */
export class LspTestClient {
  readonly connection: MessageConnection;
  readonly diagnostics = new Map<string, PublishDiagnosticsParams[]>();
  readonly validated: ValidatedParams[] = [];
  readonly logs: string[] = [];
  readonly stderr: string[] = [];
  /** Every response the server sent, by request id: those to sendInOneWrite's requests are read here. */
  readonly responses = new Map<string | number, ResponseMessage>();
  private readonly child: ChildProcess;
  private exitCode: number | null | undefined;

  /** `args`: what node runs (default the bundled server on stdio; `cardscript lsp --stdio` is another). */
  constructor(configuration: (scopeUri: string | undefined) => unknown, args: readonly string[] = [BUILT_SERVER, '--stdio']) {
    this.child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stderr?.on('data', (chunk: Buffer) => this.stderr.push(chunk.toString()));
    this.child.on('exit', (code) => (this.exitCode = code));
    this.connection = createMessageConnection(new ResponseRecordingReader(this.child.stdout!, this.responses), new StreamMessageWriter(this.child.stdin!));
    this.connection.onNotification('textDocument/publishDiagnostics', (params: PublishDiagnosticsParams) => {
      const list = this.diagnostics.get(params.uri) ?? [];
      list.push(params);
      this.diagnostics.set(params.uri, list);
    });
    this.connection.onNotification('cardscript/validated', (params: ValidatedParams) => this.validated.push(params));
    this.connection.onNotification('window/logMessage', (params: { message: string }) => this.logs.push(params.message));
    this.connection.onRequest('workspace/configuration', (params: { items: { scopeUri?: string; section?: string }[] }) =>
      params.items.map((item) => configuration(item.scopeUri)),
    );
    this.connection.onRequest('client/registerCapability', () => null);
    this.connection.listen();
  }

  /**
   * Writes JSON-RPC messages to the server in one write, so the server has all of them in its input once
   * it has the first (sendNotification / sendRequest each wait until the previous message is written, a
   * large one in many pieces). Responses to requests sent this way are not awaited.
   */
  sendInOneWrite(messages: readonly object[]): void {
    const frames = messages.map((message) => {
      const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }), 'utf8');
      return Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'ascii'), body]);
    });
    this.child.stdin!.write(Buffer.concat(frames));
  }

  /** The server's response to a request sent by sendInOneWrite. */
  async waitForResponse(id: string | number, timeoutMs?: number): Promise<ResponseMessage> {
    return waitFor(() => this.responses.get(id), `the response to request ${JSON.stringify(id)}`, timeoutMs);
  }

  get exited(): number | null | undefined {
    return this.exitCode;
  }

  /** The last diagnostics published for a document, once `accept` says they are the awaited ones. */
  async waitForDiagnostics(
    uri: string,
    accept: (params: PublishDiagnosticsParams) => boolean,
    what: string,
    timeoutMs?: number,
  ): Promise<PublishDiagnosticsParams> {
    return waitFor(
      () => {
        const last = this.diagnostics.get(uri)?.at(-1);
        return last && accept(last) ? last : undefined;
      },
      `${what} (published for ${uri}: ${JSON.stringify(
        this.diagnostics
          .get(uri)
          ?.at(-1)
          ?.diagnostics.map((d) => d.code)
          .slice(0, 20) ?? 'nothing',
      )})`,
      timeoutMs,
    );
  }

  async stop(): Promise<void> {
    if (this.exitCode === undefined) {
      try {
        await this.connection.sendRequest('shutdown');
        await this.connection.sendNotification('exit');
        await waitFor(() => this.exitCode !== undefined, 'the server to exit after shutdown', 5000);
      } finally {
        if (this.exitCode === undefined) this.child.kill();
      }
    }
    this.connection.dispose();
  }
}

/** Reads the server's messages and keeps each response before the connection handles it. */
class ResponseRecordingReader extends StreamMessageReader {
  constructor(
    readable: NodeJS.ReadableStream,
    private readonly responses: Map<string | number, ResponseMessage>,
  ) {
    super(readable);
  }

  override listen(callback: DataCallback): ReturnType<StreamMessageReader['listen']> {
    return super.listen((message) => {
      if (Message.isResponse(message) && message.id !== null) this.responses.set(message.id, message);
      callback(message);
    });
  }
}
